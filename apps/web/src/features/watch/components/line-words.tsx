import { WatchMessages } from '@cinevocab/core';
import { Fragment, memo } from 'react';
import { type LineWord, segmentsOf, type TranscriptLine } from '../transcript-model';
import classes from './watch.module.css';

/** How a word is drawn: new (not yet sorted), to learn, known, or ignored (drawn as plain text). */
export type DrawnState = keyof typeof WatchMessages.wordState;

export interface LineWordsProps {
  line: TranscriptLine;
  /**
   * One letter per word of the line, its state (n new, t to learn, k known, i ignored): a line is drawn again
   * only when one of its own words changed, which keeps a mark's re-colouring to the lines it touches.
   */
  states: string;
  /** The word chosen last (its index in the transcript's words and line), outlined. */
  selected: { line: number; start: number } | null;
  onWord: (line: TranscriptLine, word: LineWord, target: HTMLElement) => void;
}

const stateOfLetter = { n: 'new', t: 'to-learn', k: 'known', i: 'ignored' } as const satisfies Record<
  string,
  DrawnState
>;
const letterOfState: Record<DrawnState, string> = { new: 'n', 'to-learn': 't', known: 'k', ignored: 'i' };

/** A line's text with each of the title's words a button, tinted by what the learner knows of it. */
export const LineWords = memo(function LineWords({ line, states, selected, onWord }: LineWordsProps) {
  let wordAt = 0;
  return (
    <>
      {segmentsOf(line).map((segment, index) => {
        const { word } = segment;
        if (!word) return <Fragment key={index}>{segment.text}</Fragment>;
        const state = stateOfLetter[(states[wordAt++] ?? 'k') as keyof typeof stateOfLetter];
        const isSelected = selected?.line === line.index && selected.start === word.start;
        return (
          <button
            key={index}
            type="button"
            className={classes.word}
            data-status={state}
            data-word={word.word}
            data-selected={isSelected || undefined}
            aria-label={WatchMessages.wordButtonLabel(segment.text, WatchMessages.wordState[state])}
            onClick={(event) => onWord(line, word, event.currentTarget)}
          >
            {segment.text}
          </button>
        );
      })}
    </>
  );
});

/** The letters LineWords reads: one per word of the line. */
export function statesOf(line: TranscriptLine, stateAt: (word: number) => DrawnState): string {
  let letters = '';
  for (const { word } of line.words) letters += letterOfState[stateAt(word)];
  return letters;
}
