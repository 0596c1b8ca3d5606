import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { currentQuestion, subscribe } from './translation-question';

export { askForTranslation } from './translation-question';

const TranslationWantedDialog = lazy(() =>
  import('./translation-wanted-dialog').then((module) => ({ default: module.TranslationWantedDialog })),
);

/**
 * The dialog of `askForTranslation`, mounted once under every screen. Its code (a modal and a form)
 * is fetched with the first question, not with the first page; once asked it stays mounted, so
 * that it can close with its transition.
 */
export function TranslationWanted() {
  const question = useSyncExternalStore(subscribe, currentQuestion, currentQuestion);
  const [wasAsked, setWasAsked] = useState(false);
  if (question !== null && !wasAsked) setWasAsked(true);
  if (!wasAsked) return null;
  return (
    <Suspense fallback={null}>
      <TranslationWantedDialog />
    </Suspense>
  );
}
