import {
  AiMessages,
  type Level,
  type StudyLanguageCode,
  StudyMessages,
  type TitleKind,
} from '@cinevocab/core';
import { Stack, Text } from '@mantine/core';
import type { RefObject } from 'react';
import type { SortSessionState } from '../hooks/use-sort-session';
import { nextRound, reorder, type SortMethod } from '../sort-engine';
import { RoundComplete } from './round-complete';
import { SortProgress } from './sort-progress';
import { SortStacks } from './sort-stacks';
import { SortToolbar } from './sort-toolbar';
import { SwipeCard, type SwipeCardHandle } from './swipe-card';
import classes from './sort.module.css';

export interface SortBoardProps {
  session: SortSessionState;
  /** The card on top, which the sort's keys swipe. */
  card: RefObject<SwipeCardHandle | null>;
  learning: StudyLanguageCode;
  kind: TitleKind;
}

/** The sort once its words are there: the toolbar, the card on top (or the round's end) and the stacks. */
export function SortBoard({ session, card, learning, kind }: SortBoardProps) {
  const { sort, setSort, words, statusOf, current, pool, byToken } = session;
  const { save, isSaving } = session.saving;
  return (
    <div className={classes.layout}>
      <Stack gap="md">
        <SortToolbar
          levelFilter={sort.levelFilter}
          unsorted={session.unsorted}
          method={sort.method}
          canLoad={(words?.length ?? 0) > 0}
          isLoading={session.saving.isLoading}
          canSave={session.knownWords.length + session.learningWords.length > 0}
          isSaving={isSaving}
          onLevelFilter={(levelFilter: Level | 'all') =>
            setSort(reorder(sort, { levelFilter }, words ?? [], statusOf))
          }
          onMethod={(method: SortMethod) => setSort(reorder(sort, { method }, words ?? [], statusOf))}
          onLoad={() => void session.saving.load()}
          onSave={() => void save()}
        />
        <SortProgress
          sort={sort}
          remaining={pool.length}
          sortedShare={session.sortedShare}
          onUndo={session.onUndo}
        />

        {sort.isRoundComplete || current === undefined ? (
          <RoundComplete
            words={sort.roundLearning.flatMap((token) => byToken.get(token) ?? [])}
            kind={kind}
            isSaving={isSaving}
            onSave={() => void save()}
            onNextRound={pool.length === 0 ? null : () => setSort(nextRound(sort, words ?? [], statusOf))}
          />
        ) : (
          <>
            <SwipeCard
              key={current.token}
              ref={card}
              word={current}
              learning={learning}
              kind={kind}
              onDecide={session.onDecide}
              onShowSentences={() => session.setSentencesOfWord(current)}
              translationLabel={
                session.translation.translationOf(current.token)
                  ? AiMessages.showTranslation
                  : AiMessages.aiTranslation
              }
              onTranslate={() => session.translation.onTranslate(current)}
            />
            <Text className={classes.keysHint}>{StudyMessages.sortKeysHint}</Text>
          </>
        )}
      </Stack>

      <SortStacks
        knownCount={session.knownWords.length}
        learningCount={session.learningWords.length}
        onOpen={session.setDialog}
      />
    </div>
  );
}
