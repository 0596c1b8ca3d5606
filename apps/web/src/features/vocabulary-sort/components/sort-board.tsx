import {
  AiMessages,
  type Level,
  type StudyLanguageCode,
  StudyMessages,
  type TitleKind,
} from '@cinevocab/core';
import { Stack, Text } from '@mantine/core';
import { type RefObject, useState } from 'react';
import type { SortSessionState } from '../hooks/use-sort-session';
import { nextRound, reorder, type SortMethod } from '../sort-engine';
import { RoundComplete } from './round-complete';
import { SortOptionsSheet } from './sort-options-sheet';
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

/**
 * The sort once its words are there: the toolbar, the card on top (or the round's end) and the
 * stacks. On a phone the toolbar waits in a sheet, so that the card and its answers fit the first
 * screen.
 */
export function SortBoard({ session, card, learning, kind }: SortBoardProps) {
  const { sort, setSort, words, statusOf, current, pool, byToken } = session;
  const { save, isSaving } = session.saving;
  const [isOptionsOpen, setOptionsOpen] = useState(false);
  const toolbar = <BoardToolbar session={session} />;
  return (
    <div className={classes.layout}>
      <Stack gap="md" className={classes.main}>
        <div className={classes.toolbar}>{toolbar}</div>
        <SortProgress
          sort={sort}
          remaining={pool.length}
          sortedShare={session.sortedShare}
          onUndo={session.onUndo}
          isOptionsOpen={isOptionsOpen}
          onOpenOptions={() => setOptionsOpen(true)}
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
      <SortOptionsSheet opened={isOptionsOpen} onClose={() => setOptionsOpen(false)}>
        {toolbar}
      </SortOptionsSheet>
    </div>
  );
}

/** The toolbar of this sort: Load and Save Progress, the level filter and the sorting method. */
function BoardToolbar({ session }: { session: SortSessionState }) {
  const { sort, setSort, words, statusOf } = session;
  const { save, isSaving, isLoading, load } = session.saving;
  return (
    <SortToolbar
      levelFilter={sort.levelFilter}
      unsorted={session.unsorted}
      method={sort.method}
      canLoad={(words?.length ?? 0) > 0}
      isLoading={isLoading}
      canSave={session.knownWords.length + session.learningWords.length > 0}
      isSaving={isSaving}
      onLevelFilter={(levelFilter: Level | 'all') =>
        setSort(reorder(sort, { levelFilter }, words ?? [], statusOf))
      }
      onMethod={(method: SortMethod) => setSort(reorder(sort, { method }, words ?? [], statusOf))}
      onLoad={() => void load()}
      onSave={() => void save()}
    />
  );
}
