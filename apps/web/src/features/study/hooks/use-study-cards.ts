import { type Level, levelName, StudyPageMessages } from '@cinevocab/core';
import { useState } from 'react';
import { showNotification } from '@/lib/notify';
import { playCue } from '@/lib/sound-cues';
import { levelsWithWords, studyDecks } from '../study-logic';
import type { TitleStudy } from './use-title-study';

export type StudyTab = 'study' | 'progress';

interface Position {
  level: Level;
  index: number;
}

/**
 * Study Words' cards: the decks by level, the card shown and whether it is revealed, and the moves
 * between cards, levels and tabs; `onFinished` runs when the last level is done.
 */
export function useStudyCards({ words, statusOf }: TitleStudy, onFinished: () => void) {
  // The cards are dealt once: words marked known meanwhile stay in the deck, so Previous finds them.
  const [decks, setDecks] = useState(() => studyDecks(words, statusOf));
  const levels = levelsWithWords(decks);
  const firstLevel = levels[0] ?? 1;
  const [tab, setTab] = useState<StudyTab>('study');
  const [position, setPosition] = useState<Position>({ level: firstLevel, index: 0 });
  const [isFinished, setFinished] = useState(false);
  const [isRevealed, setRevealed] = useState(false);

  const deck = decks[position.level] ?? [];
  const goTo = (next: Position) => {
    setPosition(next);
    setRevealed(false);
  };

  const advance = () => {
    if (position.index + 1 < deck.length) {
      goTo({ ...position, index: position.index + 1 });
      return;
    }
    showNotification({ tone: 'success', message: StudyPageMessages.completedLevel(position.level) });
    const next = levels.find((level) => level > position.level);
    if (next !== undefined) {
      showNotification({ tone: 'info', message: StudyPageMessages.movingToLevel(next, levelName(next)) });
      goTo({ level: next, index: 0 });
      return;
    }
    playCue('completion');
    showNotification({ tone: 'success', message: StudyPageMessages.congratulations });
    setFinished(true);
    setRevealed(false);
    setTab('progress');
    onFinished();
  };

  const chooseLevel = (level: Level) => {
    setFinished(false);
    setTab('study');
    goTo({ level, index: 0 });
  };

  /** Deals the cards again, from the first level with words. */
  const redeal = () => {
    const fresh = studyDecks(words, statusOf);
    setDecks(fresh);
    setFinished(false);
    setTab('study');
    goTo({ level: levelsWithWords(fresh)[0] ?? 1, index: 0 });
  };

  return {
    levels,
    deck,
    word: isFinished ? undefined : deck[position.index],
    position,
    isFinished,
    isRevealed,
    reveal: () => setRevealed(true),
    previous: () => goTo({ ...position, index: position.index - 1 }),
    tab,
    setTab,
    advance,
    chooseLevel,
    redeal,
  };
}
