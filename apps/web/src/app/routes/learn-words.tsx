import { DEFAULT_STUDY_LANGUAGE } from '@cinevocab/core';
import { useLocation } from 'react-router';
import { usePreferences } from '@/features/preferences/hooks/use-preferences';
import { useIsInBrowser } from '@/hooks/use-is-in-browser';
import { LearnWordsDrill } from '@/features/learn-words/components/learn-words-drill';
import { LearnWordsStateSchema } from '@/lib/learn-words-state';

/**
 * /learn-words: the drill over the words the sort screen handed over in navigation state. A
 * visit without them (typed in, or a state from an older version) has no words.
 */
export function LearnWordsRoute() {
  const location = useLocation();
  // The words are in this browser's history only: the server, and the browser while it takes the
  // page over, render the page of a visit without them, and the drill follows a render later.
  const isInBrowser = useIsInBrowser();
  const parsed = LearnWordsStateSchema.safeParse(isInBrowser ? location.state : undefined);
  const state = parsed.success ? parsed.data : undefined;
  const { native } = usePreferences();
  return (
    <LearnWordsDrill
      isSettled={isInBrowser}
      key={state?.words.map((word) => word.token).join(' ') ?? ''}
      words={state?.words ?? []}
      learning={state?.learning ?? DEFAULT_STUDY_LANGUAGE}
      native={native}
      kind={state?.kind ?? 'movie'}
      from={state?.from}
    />
  );
}
