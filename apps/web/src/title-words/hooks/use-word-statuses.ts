import {
  codeOfStatus,
  type NativeLanguageCode,
  type ProgressItem,
  type SavedWordInput,
  statusOfCode,
  type StudyLanguageCode,
  type VocabularyWord,
  type WordStatus,
} from '@cinevocab/core';
import { useCallback, useMemo } from 'react';
import { useTitleProgress } from '../api/get-progress';
import { titleKeyOf, type WordTitle } from '../api/word-title';
import { useIsInBrowser } from '@/hooks/use-is-in-browser';
import { useProgressSync, useSyncState } from './use-progress-sync';

const noPendingMarks: ReadonlyMap<string, SavedWordInput> = new Map();

export interface WordStatusesOptions {
  title: WordTitle;
  words: readonly VocabularyWord[] | undefined;
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
  /** The level saved with a word: the sort screen caps it at 5. */
  levelCap?: number;
}

export interface StatusChange {
  word: VocabularyWord;
  status: WordStatus;
  /** A new translation of the word (the AI's), kept with its progress. */
  translation?: string;
  /** The AI's whole answer, serialised. */
  aiTranslation?: string;
}

/**
 * The learner's status of each word of a title: what this browser marked and has not yet seen
 * saved, else what the server holds (marked in this title or any other), else unsorted. Marks
 * are kept at once and saved in the background.
 */
export function useWordStatuses({ title, words, learning, native, levelCap = 6 }: WordStatusesOptions) {
  const sync = useProgressSync();
  const syncState = useSyncState();
  const tokens = useMemo(() => (words ?? []).map((word) => word.token), [words]);
  const server = useTitleProgress({ tokens, learning, native }, titleKeyOf(title));
  // Marks not yet saved are this browser's: a page rendered on the server is taken over with the
  // server's statuses, as it was rendered, and shows them in the render after.
  const isInBrowser = useIsInBrowser();
  const pending = useMemo(
    () => (isInBrowser ? sync.pendingFor(learning, native) : noPendingMarks),
    // The queue's version changes whenever the queue does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [sync, learning, native, syncState.version, isInBrowser],
  );

  const statuses = useMemo(() => {
    const map = new Map<string, WordStatus>();
    for (const token of tokens) {
      const code = pending.get(token)?.status ?? server.data?.get(token)?.status ?? 0;
      map.set(token, statusOfCode(code));
    }
    return map;
  }, [tokens, pending, server.data]);

  /** What the learner saved as each word's translation (this browser's first). */
  const translations = useMemo(() => {
    const map = new Map<string, string>();
    for (const token of tokens) {
      const translation = pending.get(token)?.translation ?? server.data?.get(token)?.translation ?? '';
      if (translation !== '') map.set(token, translation);
    }
    return map;
  }, [tokens, pending, server.data]);

  /** The AI translations kept with the words' progress, serialised (this browser's first). */
  const storedAiTranslations = useMemo(() => {
    const map = new Map<string, string>();
    for (const token of tokens) {
      const text = pending.get(token)?.ai_translation ?? server.data?.get(token)?.ai_translation ?? null;
      if (text) map.set(token, text);
    }
    return map;
  }, [tokens, pending, server.data]);

  const statusOf = useCallback((token: string): WordStatus => statuses.get(token) ?? 'unsorted', [statuses]);

  const recordOf = useCallback(
    ({ word, status, translation, aiTranslation }: StatusChange): SavedWordInput => {
      // What the server holds of the word (its translation, notes) goes back with the new status.
      const saved: ProgressItem | undefined = server.data?.get(word.token);
      return {
        token: word.token,
        word: word.name,
        translation: translation ?? pending.get(word.token)?.translation ?? saved?.translation ?? '',
        learning_lang: learning,
        translated_lang: native,
        ...titleOfRecord(title),
        status: codeOfStatus(status),
        difficulty: Math.min(word.diff, levelCap),
        notes: saved?.notes ?? '',
        ai_translation:
          aiTranslation ?? pending.get(word.token)?.ai_translation ?? saved?.ai_translation ?? null,
      };
    },
    [server.data, pending, learning, native, title, levelCap],
  );

  const setStatuses = useCallback(
    (changes: readonly StatusChange[]) => sync.enqueue(changes.map(recordOf)),
    [sync, recordOf],
  );

  /**
   * 'Save Progress': every marked word of the title goes now. Resolves to the number saved, 0 when
   * none is marked; rejects when the save failed (it stays queued and is retried).
   */
  const saveMarked = useCallback(async (): Promise<number> => {
    const marked = (words ?? []).flatMap((word) => {
      const status = statuses.get(word.token);
      return status === 'known' || status === 'to-learn' ? [{ word, status }] : [];
    });
    if (marked.length === 0) return 0;
    sync.enqueue(marked.map(recordOf));
    await sync.flush();
    if (sync.getState().status === 'retrying') throw new Error('not saved');
    return marked.length;
  }, [words, statuses, sync, recordOf]);

  /** 'Load Progress': asks the server again; resolves to what it holds of the title's words. */
  const loadSaved = useCallback(async () => {
    const result = await server.refetch({ throwOnError: true });
    const items = [...(result.data?.values() ?? [])];
    return {
      count: items.length,
      known: items.filter((item) => statusOfCode(item.status) === 'known').length,
      learning: items.filter((item) => statusOfCode(item.status) === 'to-learn').length,
    };
  }, [server]);

  return {
    statuses,
    statusOf,
    translations,
    storedAiTranslations,
    setStatuses,
    saveMarked,
    loadSaved,
    isLoading: server.isPending && tokens.length > 0,
    syncState,
  };
}

/**
 * The title a save names, so that My Movies lists it. A season is no title of its own there: its
 * words are saved without one, and count in each of its episodes all the same.
 */
function titleOfRecord(
  title: WordTitle,
): Pick<SavedWordInput, 'movies' | 'media_type' | 'tv_id' | 'season_number' | 'episode_number'> {
  if (title.mediaType === 'movie') return { movies: [title.id], media_type: 'movie' };
  if (title.mediaType === 'season') return { movies: [], media_type: 'movie' };
  return {
    movies: [title.id],
    media_type: 'episode',
    tv_id: title.tvId,
    season_number: title.seasonNumber,
    episode_number: title.episodeNumber,
  };
}
