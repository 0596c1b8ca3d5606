import { type FlashCard, FlashCardMessages } from '@cinevocab/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showNotification } from '@/lib/notify';
import { QueryKeys } from '@/lib/query-keys';
import { playCue } from '@/lib/sound-cues';
import { reviewFlashCard } from '../api/review-flash-card';
import { answerCard, currentCard, type SessionState, shuffleDeck, startSession } from '../session-engine';

/**
 * A flash card session in progress: the card shown and whether its answer is, the answers (each
 * also a review of the card's schedule), Shuffle, and Reset behind its confirmation.
 */
export function useCardSession(cards: readonly FlashCard[]) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState<FlashCard>>(() => startSession(cards));
  const [isAnswerShown, setAnswerShown] = useState(false);
  const [isResetOpen, setResetOpen] = useState(false);
  const card = currentCard(state);

  const respond = (knows: boolean) => {
    if (!card) return;
    // The schedule follows every answer; a failed review is only logged (the card stays due).
    void reviewFlashCard(card.id, knows ? 'good' : 'again').catch((error: unknown) =>
      console.warn('The review could not be saved', error),
    );
    const step = answerCard(state, knows);
    setState(step.state);
    setAnswerShown(false);
    playCue(knows ? 'success' : 'learning');
    if (step.reviewStarts !== undefined) {
      showNotification({ tone: 'info', message: FlashCardMessages.passComplete(1, step.reviewStarts) });
    }
    if (step.state.isDone) {
      playCue('completion');
      void queryClient.invalidateQueries({ queryKey: QueryKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: [...QueryKeys.flashCards, 'list'] });
    }
  };

  const shuffle = () => {
    setState(shuffleDeck(state));
    setAnswerShown(false);
    showNotification({
      tone: 'info',
      message: FlashCardMessages.cardsShuffled(state.mode === 'first' ? 'main' : 'review'),
    });
  };

  const reset = () => {
    setState(startSession(cards));
    setAnswerShown(false);
    setResetOpen(false);
    showNotification({ tone: 'info', message: FlashCardMessages.sessionReset });
  };

  return {
    state,
    card,
    isAnswerShown,
    showAnswer: () => setAnswerShown(true),
    respond,
    shuffle,
    isResetOpen,
    openReset: () => setResetOpen(true),
    closeReset: () => setResetOpen(false),
    reset,
  };
}
