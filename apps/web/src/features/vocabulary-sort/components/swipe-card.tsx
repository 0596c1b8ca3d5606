import {
  levelColor,
  levelName,
  type StudyLanguageCode,
  StudyMessages,
  type VocabularyWord,
  appearsInTitle,
  type TitleKind,
} from '@cinevocab/core';
import { ActionIcon, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconLanguage, IconQuote, IconSchool, IconVolume } from '@tabler/icons-react';
import {
  type CSSProperties,
  forwardRef,
  type PointerEvent,
  useCallback,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { speak } from '@/lib/speech';
import type { SortAction } from '../sort-engine';
import classes from './sort.module.css';

/** The card's gesture rules. */
export const SwipeRules = {
  /** A drag past this commits. */
  commitPx: 80,
  /** From here the hint shows… */
  hintStartPx: 30,
  /** …and is at full strength here. */
  hintFullPx: 120,
  /** Less than this is a tap, not a drag. */
  tapTolerancePx: 3,
  /** The action fires this long after the card starts flying off. */
  actionDelayMs: 50,
} as const;

/** Left is known, right is to learn (decision 009). */
export const actionOfOffset = (dx: number): SortAction => (dx < 0 ? 'known' : 'learning');

/** How strong the hint is at a drag of `dx` pixels: 0 below 30 px, 1 from 120 px. */
export function hintStrength(dx: number): number {
  const distance = Math.abs(dx);
  if (distance < SwipeRules.hintStartPx) return 0;
  return Math.min(1, (distance - SwipeRules.hintStartPx) / (SwipeRules.hintFullPx - SwipeRules.hintStartPx));
}

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
  const [dx, setDx] = useState(0);
  const [flight, setFlight] = useState<SortAction | null>(null);
  const [isDragging, setDragging] = useState(false);
  const start = useRef<{ x: number; pointerId: number } | null>(null);

  const fly = useCallback(
    (action: SortAction) => {
      if (flight !== null) return;
      setFlight(action);
      setDragging(false);
      window.setTimeout(() => onDecide(action), SwipeRules.actionDelayMs);
    },
    [flight, onDecide],
  );
  useImperativeHandle(ref, () => ({ swipe: fly }), [fly]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // The card's own buttons are pressed, not dragged.
    if ((event.target as HTMLElement).closest('button') || flight !== null) return;
    start.current = { x: event.clientX, pointerId: event.pointerId };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null || start.current.pointerId !== event.pointerId) return;
    const offset = event.clientX - start.current.x;
    if (!isDragging && Math.abs(offset) < SwipeRules.tapTolerancePx) return;
    setDragging(true);
    setDx(offset);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null || start.current.pointerId !== event.pointerId) return;
    start.current = null;
    if (Math.abs(dx) > SwipeRules.commitPx) fly(actionOfOffset(dx));
    else {
      setDragging(false);
      setDx(0);
    }
  };

  const shownDx = flight === null ? dx : flight === 'known' ? -600 : 600;
  const hint = flight === null ? hintStrength(dx) : 1;
  const hintAction = flight ?? actionOfOffset(dx);
  const style = {
    '--card-dx': `${shownDx}px`,
    '--card-rotate': `${shownDx / 24}deg`,
    '--hint': hint,
  } as CSSProperties;
  const appears = appearsInTitle(kind);

  return (
    <div className={classes.cardArea}>
      <div
        className={classes.card}
        style={style}
        data-dragging={isDragging || undefined}
        data-flying={flight ?? undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        role="group"
        aria-roledescription="word card"
        aria-label={word.name}
      >
        {hint > 0 && (
          <div className={classes.hint} data-action={hintAction} aria-hidden>
            {hintAction === 'known' ? StudyMessages.iKnowThis : StudyMessages.needToLearn}
          </div>
        )}
        <Group justify="space-between" w="100%">
          <Badge variant="light" color={levelColor(word.diff)} title={levelName(word.diff)}>
            {StudyMessages.levelBadge(word.diff)}
          </Badge>
          <Tooltip label={StudyMessages.speak(word.name)}>
            <ActionIcon
              variant="light"
              radius="xl"
              size="lg"
              aria-label={StudyMessages.speak(word.name)}
              onClick={() => speak(word.name, learning)}
            >
              <IconVolume size={20} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Text className={classes.cardWord} lang={learning}>
          {word.name}
        </Text>
        <Text size="sm" c="dimmed">
          {appears(word.count)}
        </Text>
        <Group gap="xs" justify="center">
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconLanguage size={14} aria-hidden />}
            onClick={onTranslate}
          >
            {translationLabel}
          </Button>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconQuote size={14} aria-hidden />}
            onClick={onShowSentences}
          >
            {StudyMessages.showSentences}
          </Button>
        </Group>
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
