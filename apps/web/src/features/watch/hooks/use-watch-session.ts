import {
  type AiResponse,
  type NativeLanguageCode,
  type StudyLanguageCode,
  type VocabularyWord,
  type WordStatus,
} from '@cinevocab/core';
import { useCallback, useMemo } from 'react';
import {
  flashCardOf,
  useHumanLines,
  useLineTranslations,
  useSaveFlashCard,
  useVocabulary,
  useWordStatuses,
  type StatusChange,
} from '@/title-words';
import { type WatchableTitle, useTranscript } from '../api/get-transcript';
import { useIgnoredWords, useIgnoreWord } from '../api/ignored-words';
import type { DrawnState } from '../components/line-words';
import { figuresOf, linesOf, type IsNew, type TranscriptLine } from '../transcript-model';

export interface WatchPageProps {
  title: WatchableTitle;
  /** The title's own page (the way back). */
  titlePath: string;
  titleName: string | null;
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
}

/**
 * A title's transcript and the learner's statuses of its words: the lines, the word each span of a
 * line is, whether it is new, the figures that follow each mark, and the marks themselves (saved
 * through useWordStatuses, so every screen on the title agrees).
 */
export function useWatchSession({ title, titleName, learning, native }: WatchPageProps) {
  const vocabulary = useVocabulary(title, learning);
  const transcript = useTranscript(title, learning);
  const progress = useWordStatuses({ title, words: vocabulary.data, learning, native });
  const { statusOf, setStatuses } = progress;
  const humanLines = useHumanLines(title, learning, native);
  /** The subtitle service has the title's translation, to be fetched when the learner asks. */
  const canDownloadTranslation = useLineTranslations(title, learning, native).data?.can_download === true;
  const { mutate: saveCard } = useSaveFlashCard();

  const lines = useMemo(() => (transcript.data ? linesOf(transcript.data) : []), [transcript.data]);
  /** The vocabulary word each transcript word index is; undefined for one the vocabulary lacks. */
  const words = useMemo(() => {
    const byToken = new Map((vocabulary.data ?? []).map((word) => [word.token, word]));
    return (transcript.data?.words ?? []).map((token) => byToken.get(token));
  }, [vocabulary.data, transcript.data]);

  const ignoredWords = useIgnoredWords(learning);
  const ignored = useMemo(() => new Set(ignoredWords.data?.tokens), [ignoredWords.data]);
  const { mutate: setIgnored } = useIgnoreWord(learning);

  const statusAt = useCallback(
    (index: number): WordStatus => {
      const word = words[index];
      return word ? statusOf(word.token) : 'known';
    },
    [words, statusOf],
  );
  /** How the word is drawn: an ignored word is plain text, whatever its status. */
  const stateAt = useCallback(
    (index: number): DrawnState => {
      const word = words[index];
      if (!word) return 'known';
      if (ignored.has(word.token)) return 'ignored';
      const status = statusOf(word.token);
      return status === 'unsorted' ? 'new' : status;
    },
    [words, ignored, statusOf],
  );
  const isNew: IsNew = useCallback((index) => stateAt(index) === 'new', [stateAt]);
  const figures = useMemo(() => figuresOf(lines, isNew), [lines, isNew]);

  /** Gives the words the status; returns their statuses before, for an undo. */
  const mark = useCallback(
    (indexes: readonly number[], status: WordStatus): StatusChange[] => {
      const before: StatusChange[] = [];
      const changes: StatusChange[] = [];
      for (const index of indexes) {
        const word = words[index];
        if (!word || statusOf(word.token) === status) continue;
        before.push({ word, status: statusOf(word.token) });
        changes.push({ word, status });
      }
      if (changes.length > 0) setStatuses(changes);
      return before;
    },
    [words, statusOf, setStatuses],
  );

  const restore = useCallback((before: readonly StatusChange[]) => setStatuses([...before]), [setStatuses]);

  /** A flash card of the word with this line, and its time, as its context; the word becomes to learn. */
  const saveAsCard = useCallback(
    (word: VocabularyWord, line: TranscriptLine, response: AiResponse | null, translation: string) => {
      setStatuses([{ word, status: 'to-learn' }]);
      saveCard(
        flashCardOf({
          word,
          title,
          titleName,
          translation,
          response,
          lines: [{ order: line.index, sentence: line.text, time: line.start }],
          humanLines,
          learning,
          native,
        }),
      );
    },
    [setStatuses, saveCard, title, titleName, humanLines, learning, native],
  );

  return {
    vocabulary,
    transcript,
    lines,
    words,
    statusAt,
    stateAt,
    isNew,
    /** Ignores the word, or stops ignoring it. */
    ignore: useCallback(
      (word: VocabularyWord, isIgnored: boolean) => setIgnored({ token: word.token, ignored: isIgnored }),
      [setIgnored],
    ),
    figures,
    mark,
    restore,
    saveAsCard,
    humanLines,
    canDownloadTranslation,
    isReady: vocabulary.isSuccess && transcript.isSuccess && !progress.isLoading,
  };
}

export type WatchSession = ReturnType<typeof useWatchSession>;
