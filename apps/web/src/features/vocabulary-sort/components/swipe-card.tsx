import { type StudyLanguageCode, StudyMessages, type VocabularyWord, type TitleKind } from '@cinevocab/core';
import { Button, Group } from '@mantine/core';
import { IconCheck, IconSchool } from '@tabler/icons-react';
import { forwardRef } from 'react';
import { useSwipe } from '../hooks/use-swipe';
import type { SortAction } from '../sort-engine';
import { SwipeCardFace } from './swipe-card-face';
import classes from './sort.module.css';

export interface SwipeCardHandle {
  /** Decides as a swipe would, with the same flight (the arrow keys use it). */
  swipe: (action: SortAction) => void;
}

export interface SwipeCardProps {
  word: VocabularyWord;
  learning: StudyLanguageCode;
  kind: TitleKind;
  onDecide: (action: SortAction) => void;
  onShowSentences: () => void;
  /** 'AI Translation', or 'Show Translation' once the word has one. */
  translationLabel: string;
  onTranslate: () => void;
}

/**
 * The word card: the word, its level, how often the title says it, and a speak
 * button. Drag it left for 'I Know This', right for 'Need to Learn': past 30 px a hint says which,
 * past 80 px on release it flies off and the choice is made; a shorter drag springs back.
 */
export const SwipeCard = forwardRef<SwipeCardHandle, SwipeCardProps>(function SwipeCard(
  { word, learning, kind, onDecide, onShowSentences, translationLabel, onTranslate },
  ref,
) {
  const swipe = useSwipe(onDecide, ref);
  const { flight, hint, hintAction, fly } = swipe;

  return (
    <div className={classes.cardArea}>
      <div
        className={classes.card}
        style={swipe.style}
        data-dragging={swipe.isDragging || undefined}
        data-flying={flight ?? undefined}
        onPointerDown={swipe.onPointerDown}
        onPointerMove={swipe.onPointerMove}
        onPointerUp={swipe.onPointerEnd}
        onPointerCancel={swipe.onPointerEnd}
        role="group"
        aria-roledescription="word card"
        aria-label={word.name}
      >
        {hint > 0 && (
          <div className={classes.hint} data-action={hintAction} aria-hidden>
            {hintAction === 'known' ? StudyMessages.iKnowThis : StudyMessages.needToLearn}
          </div>
        )}
        <SwipeCardFace
          word={word}
          learning={learning}
          kind={kind}
          onShowSentences={onShowSentences}
          translationLabel={translationLabel}
          onTranslate={onTranslate}
        />
      </div>
      <Group grow gap="sm" className={classes.decisions}>
        <Button
          size="md"
          className={classes.decision}
          color="teal"
          variant="light"
          leftSection={<IconCheck size={18} aria-hidden />}
          onClick={() => fly('known')}
          disabled={flight !== null}
        >
          {StudyMessages.iKnowThis}
        </Button>
        <Button
          size="md"
          className={classes.decision}
          color="orange"
          variant="light"
          leftSection={<IconSchool size={18} aria-hidden />}
          onClick={() => fly('learning')}
          disabled={flight !== null}
        >
          {StudyMessages.needToLearn}
        </Button>
      </Group>
    </div>
  );
});
