import { levelColor, levelName, StudyMessages, type VocabularyWord, type WordStatus } from '@cinevocab/core';
import { ActionIcon, Badge, Group, Table, Tooltip } from '@mantine/core';
import { IconCheck, IconSchool } from '@tabler/icons-react';
import { type CSSProperties, memo, type PointerEvent, useRef, useState } from 'react';
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
    <Table.Tr
      // The header is row 1.
      aria-rowindex={rowIndex + 2}
      className={classes.row}
      data-status={status}
      data-drag={
        dx > RowDragRules.thresholdPx ? 'to-learn' : dx < -RowDragRules.thresholdPx ? 'known' : undefined
      }
      style={{ '--row-dx': `${dx}px` } as CSSProperties}
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
      <Table.Td className={classes.word}>
        <span className={classes.moving}>{word.name}</span>
      </Table.Td>
      <Table.Td className={classes.number}>{formatFrequency(word.frequency)}</Table.Td>
      <Table.Td className={classes.number}>{word.count.toLocaleString('en-US')}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={levelColor(word.diff)} radius="sm">
          {levelName(word.diff)}
        </Badge>
      </Table.Td>
      {showTranslation && <Table.Td>{translation ?? ''}</Table.Td>}
      <Table.Td className={classes.forms}>{word.forms.join(', ')}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <Tooltip label={StudyMessages.markKnown}>
            <ActionIcon
              variant={status === 'known' ? 'filled' : 'subtle'}
              color="teal"
              aria-label={StudyMessages.markKnown}
              aria-pressed={status === 'known'}
              onClick={() => toggle('known')}
            >
              <IconCheck size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={StudyMessages.markToLearn}>
            <ActionIcon
              variant={status === 'to-learn' ? 'filled' : 'subtle'}
              color="orange"
              aria-label={StudyMessages.markToLearn}
              aria-pressed={status === 'to-learn'}
              onClick={() => toggle('to-learn')}
            >
              <IconSchool size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});

/** Per million words of everyday speech: '–' when the word is not in the list at all. */
export function formatFrequency(perMillion: number): string {
  if (perMillion === 0) return '–';
  return perMillion >= 10 ? Math.round(perMillion).toLocaleString('en-US') : perMillion.toFixed(1);
}
