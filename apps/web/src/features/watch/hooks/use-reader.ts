import { WatchMessages, type WordStatus } from '@cinevocab/core';
import { useCallback, useMemo, useState } from 'react';
import type { ChosenWord } from '../components/word-dialog';
import { type LineWord, newWordsUpTo, nextLineWithNew, type TranscriptLine } from '../transcript-model';
import type { WatchSession } from './use-watch-session';

export interface ReaderNote {
  text: string;
  undo?: () => void;
}

/**
 * Where the learner is in the transcript and what they chose: the line in view, the word tapped
 * (its dialog), the i+1 filter, the translations shown, and the steps of a reader: next new word,
 * and the turned page ('Mark the rest of this scene known'), which can be undone.
 */
export function useReader(session: WatchSession) {
  const { lines, words, statusAt, stateAt, isNew, mark, restore, figures, ignore } = session;
  const [currentLine, setCurrentLine] = useState<number | null>(null);
  const [lastVisible, setLastVisible] = useState(0);
  const [selected, setSelected] = useState<{ line: number; start: number; word: number } | null>(null);
  const [chosen, setChosen] = useState<ChosenWord | null>(null);
  const [onlyOneNew, setOnlyOneNew] = useState(false);
  const [allTranslations, setAllTranslations] = useState(false);
  const [shownTranslations, setShownTranslations] = useState<ReadonlySet<number>>(new Set());
  const [scrollTo, setScrollTo] = useState<{ line: number } | null>(null);
  const [note, setNote] = useState<ReaderNote | null>(null);

  const shownLines = useMemo(
    () => (onlyOneNew ? figures.oneNewLines.flatMap((index) => lines[index] ?? []) : lines),
    [onlyOneNew, figures.oneNewLines, lines],
  );

  const goToLine = useCallback((line: number) => {
    setCurrentLine(line);
    setScrollTo({ line });
  }, []);

  const chooseWord = useCallback(
    (line: TranscriptLine, lineWord: LineWord) => {
      const word = words[lineWord.word];
      if (!word) return;
      setSelected({ line: line.index, start: lineWord.start, word: lineWord.word });
      setCurrentLine(line.index);
      setChosen({
        word,
        form: line.text.slice(lineWord.start, lineWord.end),
        line,
        status: statusAt(lineWord.word),
        isIgnored: stateAt(lineWord.word) === 'ignored',
      });
    },
    [words, statusAt, stateAt],
  );

  const ignoreWord = useCallback(
    (index: number, isIgnored: boolean) => {
      const word = words[index];
      if (!word) return;
      ignore(word, isIgnored);
      setChosen((open) => (open ? { ...open, isIgnored } : open));
    },
    [words, ignore],
  );

  const markWord = useCallback(
    (index: number, status: WordStatus) => {
      mark([index], status);
      setChosen((open) => (open ? { ...open, status } : open));
    },
    [mark],
  );

  const nextNewWord = useCallback(() => {
    const next = nextLineWithNew(lines, currentLine ?? -1, isNew);
    if (next) {
      goToLine(next.index);
      setNote(null);
    } else {
      setNote({ text: WatchMessages.noNextNewWord });
    }
  }, [lines, currentLine, isNew, goToLine]);

  const markScene = useCallback(() => {
    const through = currentLine ?? lastVisible;
    const before = mark(newWordsUpTo(lines, through, isNew), 'known');
    if (before.length === 0) return setNote({ text: WatchMessages.nothingToMark });
    setNote({
      text: WatchMessages.markedSceneKnown(before.length),
      undo: () => {
        restore(before);
        setNote({ text: WatchMessages.undone });
      },
    });
  }, [currentLine, lastVisible, mark, lines, isNew, restore]);

  const toggleTranslation = useCallback((line: number) => {
    setShownTranslations((shown) => {
      const next = new Set(shown);
      if (!next.delete(line)) next.add(line);
      return next;
    });
  }, []);
  const isTranslationShown = useCallback(
    (line: number) => allTranslations !== shownTranslations.has(line),
    [allTranslations, shownTranslations],
  );

  return {
    shownLines,
    currentLine,
    setCurrentLine,
    setLastVisible,
    selected,
    chosen,
    closeWord: useCallback(() => setChosen(null), []),
    chooseWord,
    markWord,
    ignoreWord,
    onlyOneNew,
    setOnlyOneNew,
    allTranslations,
    setAllTranslations: useCallback((all: boolean) => {
      setAllTranslations(all);
      setShownTranslations(new Set());
    }, []),
    toggleTranslation,
    isTranslationShown,
    scrollTo,
    goToLine,
    nextNewWord,
    markScene,
    note,
  };
}

export type Reader = ReturnType<typeof useReader>;
