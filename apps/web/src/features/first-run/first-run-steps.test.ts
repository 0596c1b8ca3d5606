import { describe, expect, it } from 'vitest';
import { firstRunPath, firstRunStepOf } from './first-run-steps';

describe('the steps of the first run', () => {
  it('reads the step back from the address it wrote', () => {
    for (const step of ['languages', 'check', 'result'] as const) {
      expect(firstRunStepOf(new URL(firstRunPath(step), 'http://localhost').searchParams)).toBe(step);
    }
  });

  it('starts from the languages for a missing or unknown step', () => {
    expect(firstRunStepOf(new URLSearchParams(''))).toBe('languages');
    expect(firstRunStepOf(new URLSearchParams('step=finish'))).toBe('languages');
  });
});
