import type { VocabularyWord } from '@cinevocab/core';
import {
  defaultRangeExtractor,
  type Range,
  useWindowVirtualizer,
  type VirtualItem,
} from '@tanstack/react-virtual';
import { type RefObject, startTransition, useCallback, useEffect, useState } from 'react';
import { useDocumentTop } from '@/hooks/use-document-top';
import { useIsInBrowser } from '@/hooks/use-is-in-browser';

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
 * The rows of the table to render: those on the screen and a few beyond (all of the server's
 * first ones while they are in the page), and the room of the others above and below them.
 */
export function useRowWindow(rows: readonly VocabularyWord[], bodyRef: RefObject<HTMLElement | null>) {
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
  return { items, spaceAbove, spaceBelow };
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
