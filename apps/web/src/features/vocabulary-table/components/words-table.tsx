import { StudyMessages, type VocabularyWord, WordMessages, type WordStatus } from '@cinevocab/core';
import { Table, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useRef } from 'react';
import { useRowWindow } from '../hooks/use-row-window';
import { type SortColumn, type TableSort } from '../table-logic';
import { WordRow } from './word-row';
import classes from './vocabulary-table.module.css';

export { withRowsKept } from '../hooks/use-row-window';

export interface WordsTableProps {
  rows: readonly VocabularyWord[];
  sort: TableSort;
  onSort: (column: SortColumn) => void;
  statusOf: (token: string) => WordStatus;
  translationOf: (token: string) => string | null;
  showTranslation: boolean;
  onStatus: (word: VocabularyWord, status: WordStatus) => void;
  onOpen: (word: VocabularyWord) => void;
}

/**
 * The words as a table. Only the rows on screen (and a few beyond) are in the page: a title has
 * hundreds of words, and rendering every row kept a phone busy for seconds. The table still
 * tells assistive technology how many rows it has (aria-rowcount) and where each one is
 * (aria-rowindex); empty rows above and below stand for the rest, so that the page scrolls as if
 * they were all there.
 */
export function WordsTable({
  rows,
  sort,
  onSort,
  statusOf,
  translationOf,
  showTranslation,
  onStatus,
  onOpen,
}: WordsTableProps) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const { items, spaceAbove, spaceBelow } = useRowWindow(rows, bodyRef);
  const columnCount = showTranslation ? 7 : 6;

  const header = sortableHeader(sort, onSort);

  return (
    // Scrolled by the browser itself: Mantine's drawn scroll bars measured the page as it appeared,
    // laying it out in the middle of React's work.
    <Table.ScrollContainer minWidth={640} type="native" className={classes.scrollContainer}>
      <Table
        className={classes.table}
        highlightOnHover
        aria-label={WordMessages.wordsTableLabel}
        aria-rowcount={rows.length + 1}
        verticalSpacing="xs"
      >
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            {header('word', WordMessages.columnWord, classes.wordColumn)}
            {header(
              'frequency',
              WordMessages.columnFrequency,
              `${classes.number} ${classes.frequencyColumn}`,
            )}
            {header('count', WordMessages.columnCount, `${classes.number} ${classes.countColumn}`)}
            {header('difficulty', WordMessages.columnDifficulty, classes.difficultyColumn)}
            {showTranslation && (
              <Table.Th className={classes.foldedColumn}>{StudyMessages.columnTranslation}</Table.Th>
            )}
            <Table.Th className={classes.foldedColumn}>{WordMessages.columnForms}</Table.Th>
            <Table.Th className={classes.statusColumn}>
              <VisuallyHidden>{StudyMessages.statusLabel}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody ref={bodyRef}>
          {spaceAbove > 0 && <Spacer height={spaceAbove} columnCount={columnCount} />}
          {items.map((item) => {
            const word = rows[item.index];
            if (word === undefined) return null;
            return (
              <WordRow
                key={item.key}
                rowIndex={item.index}
                word={word}
                status={statusOf(word.token)}
                translation={translationOf(word.token)}
                showTranslation={showTranslation}
                onStatus={onStatus}
                onOpen={onOpen}
              />
            );
          })}
          {spaceBelow > 0 && <Spacer height={spaceBelow} columnCount={columnCount} />}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A column's header, which sorts the rows by it (again: the other way). */
const sortableHeader =
  (sort: TableSort, onSort: (column: SortColumn) => void) =>
  (column: SortColumn, label: string, className: string | undefined) => (
    <Table.Th
      className={className}
      aria-sort={sort.column === column ? (sort.descending ? 'descending' : 'ascending') : 'none'}
    >
      <button type="button" className={classes.sortHeader} onClick={() => onSort(column)}>
        {label}
        {sort.column === column &&
          (sort.descending ? (
            <IconChevronDown size={14} aria-hidden />
          ) : (
            <IconChevronUp size={14} aria-hidden />
          ))}
      </button>
    </Table.Th>
  );

/** The room of the rows not rendered; hidden from assistive technology, which counts rows by aria-rowcount. */
function Spacer({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden className={classes.spacer}>
      <td colSpan={columnCount} style={{ height }} />
    </tr>
  );
}
