import {
  AiMessages,
  groupDigits,
  type Level,
  levelColor,
  levelName,
  Levels,
  StudyMessages,
  type VocabularyWord,
  WordMessages,
  type WordStatus,
} from '@cinevocab/core';
import { ActionIcon, Badge, Table, UnstyledButton } from '@mantine/core';
import { IconCheck, IconSchool } from '@tabler/icons-react';
import { type CSSProperties, memo, type PointerEvent, useRef, useState } from 'react';
import { commonnessOf } from '../commonness';
import { clampDrag, RowDragRules, statusAfterDrag } from '../table-logic';
import classes from './vocabulary-table.module.css';

export interface WordRowProps {
  /** Where the row is among all the table's rows (from 0), whether or not the others are rendered. */
  rowIndex: number;
  word: VocabularyWord;
  status: WordStatus;
  translation: string | null;
  showTranslation: boolean;
  onStatus: (word: VocabularyWord, status: WordStatus) => void;
  onOpen: (word: VocabularyWord) => void;
}

/*
 * A row is plain elements dressed in Mantine's own classes (a table cell's, a light badge's, an
 * action icon's) rather than Mantine components: each component computes its styles when it
 * renders, and a screen of rows was a few hundred of them, which kept a phone busy for a good
 * part of a second when the words arrived. The look is the same.
 */
const cell = Table.classes.td;
const rowClass = `${Table.classes.tr} ${classes.row}`;
const levelClass = `${Badge.classes.root} ${classes.level}`;
const markClass = `${UnstyledButton.classes.root} ${ActionIcon.classes.root} mantine-focus-auto mantine-active ${classes.mark}`;

/** Each level's badge colours, made once: a light badge of the level's colour. */
const levelStyles = Object.fromEntries(
  Levels.map((level) => {
    const colour = levelColor(level);
    const style = {
      '--badge-bg': `var(--mantine-color-${colour}-light)`,
      '--badge-color': `var(--mantine-color-${colour}-light-color)`,
    } as CSSProperties;
    return [level, style];
  }),
) as Record<Level, CSSProperties>;

/**
 * One word of the table. Dragged more than 30 px to the right it is to learn, to the left known
 * (the same again clears it); the row follows the pointer up to 120 px. A click opens the word.
 */
export const WordRow = memo(function WordRow({
  rowIndex,
  word,
  status,
  translation,
  showTranslation,
  onStatus,
  onOpen,
}: WordRowProps) {
  const [dx, setDx] = useState(0);
  const start = useRef<{ x: number; pointerId: number; moved: boolean } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLTableRowElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = { x: event.clientX, pointerId: event.pointerId, moved: false };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLTableRowElement>) => {
    const drag = start.current;
    if (drag === null || drag.pointerId !== event.pointerId) return;
    const offset = event.clientX - drag.x;
    if (!drag.moved && Math.abs(offset) < RowDragRules.tapTolerancePx) return;
    drag.moved = true;
    setDx(clampDrag(offset));
  };
  const onPointerUp = (event: PointerEvent<HTMLTableRowElement>) => {
    const drag = start.current;
    if (drag === null || drag.pointerId !== event.pointerId) return;
    start.current = null;
    if (!drag.moved) onOpen(word);
    else {
      const next = statusAfterDrag(dx, status);
      if (next !== null) onStatus(word, next);
    }
    setDx(0);
  };
  const onPointerCancel = () => {
    start.current = null;
    setDx(0);
  };

  const toggle = (wanted: 'known' | 'to-learn') => onStatus(word, status === wanted ? 'unsorted' : wanted);

  return (
    <tr
      // The header is row 1.
      aria-rowindex={rowIndex + 2}
      className={rowClass}
      data-with-row-border
      data-hover
      data-status={status}
      data-drag={
        dx > RowDragRules.thresholdPx ? 'to-learn' : dx < -RowDragRules.thresholdPx ? 'known' : undefined
      }
      style={dx === 0 ? undefined : ({ '--row-dx': `${dx}px` } as CSSProperties)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onOpen(word);
      }}
      tabIndex={0}
      aria-label={word.name}
    >
      <td className={`${cell} ${classes.word}`}>
        <span className={classes.moving}>
          <span className={classes.name}>{word.name}</span>
          {/* On a phone the meaning or the forms fold under the word, their columns closed up. */}
          <span className={classes.folded} data-folded="">
            {foldedText(translation, word.forms)}
          </span>
        </span>
      </td>
      <td className={`${cell} ${classes.number}`} title={formatFrequency(word.frequency)}>
        {commonnessOf(word.frequency)}
      </td>
      <td className={`${cell} ${classes.number}`}>{groupDigits(Math.round(word.count))}</td>
      <td className={`${cell} ${classes.levelCell}`}>
        <span className={levelClass} data-variant="light" style={levelStyles[word.diff]}>
          {levelName(word.diff)}
        </span>
      </td>
      {showTranslation && (
        // A word no dictionary knows says so quietly: it is not a failure.
        <td
          className={`${cell} ${classes.foldedCell} ${translation === AiMessages.noMeaningYet ? classes.noMeaning : ''}`}
        >
          {translation ?? ''}
        </td>
      )}
      <td className={`${cell} ${classes.forms} ${classes.foldedCell}`}>{word.forms.join(', ')}</td>
      <td className={`${cell} ${classes.marksCell}`}>
        <div className={classes.marks}>
          {/* The buttons' names show on hover as the browser's own tooltip: cheap to have on every row. */}
          <button
            type="button"
            className={markClass}
            data-mark="known"
            aria-label={StudyMessages.markKnown}
            title={StudyMessages.markKnown}
            aria-pressed={status === 'known'}
            onClick={() => toggle('known')}
          >
            <IconCheck size={16} aria-hidden />
          </button>
          <button
            type="button"
            className={markClass}
            data-mark="to-learn"
            aria-label={StudyMessages.markToLearn}
            title={StudyMessages.markToLearn}
            aria-pressed={status === 'to-learn'}
            onClick={() => toggle('to-learn')}
          >
            <IconSchool size={16} aria-hidden />
          </button>
        </div>
      </td>
    </tr>
  );
});

/**
 * What a phone shows under the word: its meaning once there is one (a word no dictionary knows
 * shows its forms instead, as a quiet 'no meaning yet' says little there), else its forms.
 */
export function foldedText(translation: string | null, forms: readonly string[]): string {
  if (translation !== null && translation !== AiMessages.noMeaningYet) return translation;
  return forms.join(', ');
}

/** The figure behind 'how common', on hover: per million words; '–' when the list lacks the word. */
export function formatFrequency(perMillion: number): string {
  if (perMillion === 0) return '–';
  return WordMessages.perMillion(
    perMillion >= 10 ? groupDigits(Math.round(perMillion)) : perMillion.toFixed(1),
  );
}
