import { WatchMessages } from '@cinevocab/core';
import { ActionIcon } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef } from 'react';
import { useDocumentTop } from '@/hooks/use-document-top';
import { formatTime } from '@/title-words';
import type { LineWord, TranscriptLine } from '../transcript-model';
import { type DrawnState, LineWords, statesOf } from './line-words';
import classes from './watch.module.css';

export interface TranscriptListProps {
  /** The lines shown, in order: all of them, or only those with one new word. */
  lines: readonly TranscriptLine[];
  stateAt: (word: number) => DrawnState;
  /** The line being watched or chosen; highlighted. */
  currentLine: number | null;
  /** The title's lines in the learner's language, by line. */
  translations: ReadonlyMap<number, string>;
  /** Lines whose translation is shown. */
  isTranslationShown: (line: number) => boolean;
  onToggleTranslation: (line: number) => void;
  selected: { line: number; start: number } | null;
  onWord: (line: TranscriptLine, word: LineWord, target: HTMLElement) => void;
  onTime: (line: TranscriptLine) => void;
  /** A line to bring into view; a new object each time, so the same line can be asked for again. */
  scrollTo: { line: number } | null;
  /** The line a playing video is at: kept in view as it changes. */
  followLine: number | null;
  /** A video is open: on a narrow screen it stays above the lines, over the window's middle. */
  hasVideo: boolean;
  /** The last line on the screen, as the learner scrolls: where 'the rest of this scene' ends. */
  onLastVisible: (line: number) => void;
  /** The lines' language, for the browser's voice and assistive technology. */
  language: string;
}

/** A first guess at a line's height, before it is measured. */
const estimatedLineHeight = 62;
/** Lines a page rendered on the server has before the browser has measured where the list is. */
const linesBeforeMeasuring = 15;

/**
 * The transcript: only the lines on the screen (and a few beyond) are in the page, so that a
 * two-hour film scrolls as smoothly on a phone as a short one, and a mark re-colours a screenful of
 * lines, not all of them.
 */
export function TranscriptList(props: TranscriptListProps) {
  const { lines, scrollTo, followLine, hasVideo, onLastVisible } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const top = useDocumentTop(listRef);
  const virtualizer = useWindowVirtualizer({
    count: lines.length,
    estimateSize: () => estimatedLineHeight,
    overscan: 6,
    scrollMargin: top ?? 0,
    enabled: top !== null,
    getItemKey: (index) => lines[index]?.index ?? index,
  });
  const items = virtualizer.getVirtualItems();

  useEffect(() => {
    const wanted = scrollTo?.line ?? null;
    if (wanted === null) return;
    const at = lines.findIndex((line) => line.index >= wanted);
    if (at !== -1) virtualizer.scrollToIndex(at, { align: alignInView(hasVideo) });
    // The line asked for, once: not again when the list's other inputs change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollTo]);
  useEffect(() => {
    if (followLine === null) return;
    const at = lines.findIndex((line) => line.index >= followLine);
    if (at !== -1) virtualizer.scrollToIndex(at, { align: alignInView(hasVideo) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [followLine]);

  const lastItem = items[items.length - 1];
  const lastLine = lastItem ? lines[lastItem.index]?.index : undefined;
  useEffect(() => {
    if (lastLine !== undefined) onLastVisible(lastLine);
  }, [lastLine, onLastVisible]);

  // Before the list is measured (on the server, and at the browser's first render), its first lines
  // are placed from its top; the same elements are then kept, in place, once it is measured.
  const isMeasured = top !== null && items.length > 0;
  const shown = isMeasured
    ? items
    : lines.slice(0, linesBeforeMeasuring).map((line, index) => ({ key: line.index, index, start: 0 }));
  const total = isMeasured ? virtualizer.getTotalSize() : lines.length * estimatedLineHeight;
  const offset = isMeasured ? (items[0]?.start ?? 0) - virtualizer.options.scrollMargin : 0;
  return (
    <div ref={listRef} role="list" aria-label={WatchMessages.heading} lang={props.language}>
      <div style={{ height: total, position: 'relative' }}>
        <div style={{ transform: `translateY(${offset}px)` }}>
          {shown.map((item) => {
            const line = lines[item.index];
            if (!line) return null;
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={isMeasured ? virtualizer.measureElement : undefined}
              >
                <LineRow line={line} {...rowProps(props, line)} />
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

/**
 * Where a line brought into view goes: the middle of the window, or its bottom where a video above
 * the lines stays in view over the window's middle (a narrow screen with a video open).
 */
function alignInView(hasVideo: boolean): 'center' | 'end' {
  const hasVideoAbove = hasVideo && window.matchMedia(`(max-width: ${videoAboveBelowPx}px)`).matches;
  return hasVideoAbove ? 'end' : 'center';
}

/** watch.module.css puts the video above the lines below this width (61.99em). */
const videoAboveBelowPx = 991;

function rowProps(props: TranscriptListProps, line: TranscriptLine): Omit<LineRowProps, 'line'> {
  return {
    states: statesOf(line, props.stateAt),
    isCurrent: props.currentLine === line.index,
    translation: props.translations.get(line.index),
    isTranslationShown: props.isTranslationShown(line.index),
    onToggleTranslation: props.onToggleTranslation,
    selected: props.selected?.line === line.index ? props.selected : null,
    onWord: props.onWord,
    onTime: props.onTime,
  };
}

interface LineRowProps {
  line: TranscriptLine;
  states: string;
  isCurrent: boolean;
  translation: string | undefined;
  isTranslationShown: boolean;
  onToggleTranslation: (line: number) => void;
  selected: { line: number; start: number } | null;
  onWord: TranscriptListProps['onWord'];
  onTime: TranscriptListProps['onTime'];
}

/** One line: its time (a click goes there), its words, and its translation when asked for. */
const LineRow = memo(function LineRow({
  line,
  states,
  isCurrent,
  translation,
  isTranslationShown,
  onToggleTranslation,
  selected,
  onWord,
  onTime,
}: LineRowProps) {
  const newCount = [...states].filter((letter) => letter === 'n').length;
  const time = formatTime(line.start);
  return (
    <div
      role="listitem"
      className={classes.line}
      data-line={line.index}
      data-current={isCurrent || undefined}
      data-one-new={newCount === 1 || undefined}
    >
      <button
        type="button"
        className={classes.time}
        aria-label={WatchMessages.lineTime(time)}
        onClick={() => onTime(line)}
      >
        {time}
      </button>
      <div className={classes.text}>
        <LineWords line={line} states={states} selected={selected} onWord={onWord} />
        {translation !== undefined && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            ml={6}
            aria-label={isTranslationShown ? WatchMessages.hideTranslation : WatchMessages.showTranslation}
            aria-pressed={isTranslationShown}
            onClick={() => onToggleTranslation(line.index)}
          >
            <IconLanguage size={14} aria-hidden />
          </ActionIcon>
        )}
      </div>
      {isTranslationShown && translation !== undefined && (
        <div className={classes.translation}>{translation}</div>
      )}
    </div>
  );
});
