import { DEFAULT_STUDY_LANGUAGE } from '@cinevocab/core';
import { useLocation } from 'react-router';
import { usePreferences } from '@/features/preferences/hooks/use-preferences';
import { LearnWordsDrill } from '@/features/learn-words/components/learn-words-drill';
import { LearnWordsStateSchema } from '@/lib/learn-words-state';

/**
 * /learn-words: the drill over the words the sort screen handed over in navigation state. A
 * visit without them (typed in, or a state from an older version) has no words.
 */
export function LearnWordsRoute() {
  const parsed = LearnWordsStateSchema.safeParse(useLocation().state);
  const state = parsed.success ? parsed.data : undefined;
  const { native } = usePreferences();
  return (
    <LearnWordsDrill
      key={state?.words.map((word) => word.token).join(' ') ?? ''}
      words={state?.words ?? []}
      learning={state?.learning ?? DEFAULT_STUDY_LANGUAGE}
      native={native}
      kind={state?.kind ?? 'movie'}
      from={state?.from}
    />
  );
}
