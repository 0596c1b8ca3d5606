import { StudyMessages, type VocabularyWord, WordMessages, type WordStatus } from '@cinevocab/core';
import { Table, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import {
  defaultRangeExtractor,
  type Range,
  useWindowVirtualizer,
  type VirtualItem,
} from '@tanstack/react-virtual';
import { type RefObject, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { type SortColumn, type TableSort } from '../table-logic';
import { useIsInBrowser } from '@/hooks/use-is-in-browser';
import { WordRow } from './word-row';
import classes from './vocabulary-table.module.css';

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
 * Every row's height (vocabulary-table.module.css keeps each row on one line at this height):
 * known in advance, the rows are placed without measuring them, which on a phone cost a layout
 * of the page per row.
 */
const rowHeight = 45;
/** Rows rendered beyond each edge of the screen, so that scrolling and Tab find them ready. */
const rowsBeyondScreen = 6;
/**
 * The rows a table rendered on the server has before the browser has measured where it is: enough
 * for the first screen of a tall window, as the server cannot know the screen.
 */
const rowsBeforeMeasuring = 20;

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
  const measuredTop = useDocumentTop(bodyRef);
  // On the server, and in the browser until the table is measured, a page rendered on the server
  // shows its first rows; the browser renders its own table only once measured.
  const isInBrowser = useIsInBrowser();
  const [isFromServer] = useState(!isInBrowser);
  const serverRows = isFromServer ? Math.min(rows.length, rowsBeforeMeasuring) : 0;
  const scrollMargin = measuredTop ?? 0;
  // The rows on the screen come first, in a task of their own; those beyond it in the next one.
  const [overscan, setOverscan] = useState(0);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => rowHeight,
    overscan,
    scrollMargin,
    // Until the table's place on the page is known no row is rendered: rows placed as if the table
    // began at the top of the page would be rendered only to be thrown away.
    enabled: measuredTop !== null,
    getItemKey: (index) => rows[index]?.token ?? index,
    rangeExtractor: useCallback((range: Range) => withRowsKept(range, serverRows), [serverRows]),
  });
  const virtualItems = virtualizer.getVirtualItems();
  // The virtualizer has items only from the render after it is enabled (it reads the window in an
  // effect): until then a table from the server keeps its first rows, rather than removing every
  // one of them and adding them back a moment later, in one long task.
  const keepsServerRows = serverRows > 0 && (measuredTop === null || virtualItems.length === 0);
  const items: readonly Pick<VirtualItem, 'index' | 'key' | 'start' | 'end'>[] = keepsServerRows
    ? firstItems(rows, serverRows, scrollMargin)
    : virtualItems;
  const hasRows = items.length > 0;
  useEffect(() => {
    if (!hasRows || overscan === rowsBeyondScreen) return;
    const timer = setTimeout(() => startTransition(() => setOverscan(rowsBeyondScreen)), 0);
    return () => clearTimeout(timer);
  }, [hasRows, overscan]);
  const first = items[0];
  const last = items[items.length - 1];
  const spaceAbove = first ? first.start - scrollMargin : 0;
  // Until the rows come, the page already has their height, so that nothing below them moves.
  const spaceBelow =
    measuredTop === null
      ? (rows.length - serverRows) * rowHeight
      : last
        ? virtualizer.getTotalSize() - (last.end - scrollMargin)
        : 0;
  const columnCount = showTranslation ? 7 : 6;

  const header = (column: SortColumn, label: string, className: string | undefined) => (
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
            {showTranslation && <Table.Th>{StudyMessages.columnTranslation}</Table.Th>}
            <Table.Th>{WordMessages.columnForms}</Table.Th>
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

/**
 * The rows to render for the screen's range: the screen's and a few beyond, and, while the table
 * is near its top, every row the server rendered. Those are in the page already, and removing the
 * ones below a phone's screen only to add most of them back with the rows beyond it was one long
 * task of the browser taking the page over.
 */
export function withRowsKept(range: Range, serverRows: number): number[] {
  const rendered = defaultRangeExtractor(range);
  const first = rendered[0];
  const last = rendered[rendered.length - 1];
  if (first === undefined || last === undefined || first > serverRows) return rendered;
  const through = Math.min(Math.max(last, serverRows - 1), range.count - 1);
  return Array.from({ length: through + 1 }, (_, index) => index);
}

/** The first `count` rows, placed from the table's top (`top` from the page's). */
function firstItems(rows: readonly VocabularyWord[], count: number, top: number) {
  return rows.slice(0, count).map((word, index) => ({
    index,
    key: word.token,
    start: top + index * rowHeight,
    end: top + (index + 1) * rowHeight,
  }));
}

/** The room of the rows not rendered; hidden from assistive technology, which counts rows by aria-rowcount. */
function Spacer({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden className={classes.spacer}>
      <td colSpan={columnCount} style={{ height }} />
    </tr>
  );
}

/**
 * Where an element starts, from the top of the document (null until it is measured): the rows'
 * offsets are counted from the page's top, and what is above the table (buttons that wrap, a
 * loaded title) can move it.
 */
function useDocumentTop(ref: RefObject<HTMLElement | null>): number | null {
  const [top, setTop] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const measure = () => {
      const measured = Math.round(element.getBoundingClientRect().top + window.scrollY);
      // As a transition: the table's rows are then rendered in slices, not in one long task.
      startTransition(() => setTop((current) => (current === measured ? current : measured)));
    };
    // Measured when the browser draws the next frame, as it works out the page's styles and layout
    // anyway; measuring while React builds the page made it do that work then, in the same task.
    const frame = requestAnimationFrame(measure);
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [ref]);
  return top;
}
