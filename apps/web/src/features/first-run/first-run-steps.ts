import { AppRoutes } from '@cinevocab/core';

/** The first run's screens, in order: the two languages, the vocabulary check, its result. */
export const firstRunSteps = ['languages', 'check', 'result'] as const;
export type FirstRunStep = (typeof firstRunSteps)[number];

/** The query parameter that holds the step, so that a reload stays on it. */
const stepParam = 'step';

/** The step an address asks for; the first one for a missing or unknown step. */
export function firstRunStepOf(search: URLSearchParams): FirstRunStep {
  const asked = search.get(stepParam);
  return firstRunSteps.find((step) => step === asked) ?? 'languages';
}

/** The address of a step of the first run. */
export function firstRunPath(step: FirstRunStep): string {
  return step === 'languages' ? AppRoutes.welcome : `${AppRoutes.welcome}?${stepParam}=${step}`;
}
