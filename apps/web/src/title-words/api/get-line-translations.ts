import { useMemo } from 'react';
import {
  type LineTranslations,
  LineTranslationsSchema,
  type NativeLanguageCode,
  type StudyLanguageCode,
  WordMessages,
} from '@cinevocab/core';
import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, retryWhenTransient } from '@/lib/api-client';
import { QueryKeys } from '@/lib/query-keys';
import type { WordTitle } from './word-title';

/** A movie or an episode: a season is many files, and has no one translation to pair. */
export type TranslatableTitle = Exclude<WordTitle, { mediaType: 'season' }>;

/**
 * GET /api/words/line_translations: the title's lines in the learner's own language, by the order
 * of each learning-language sentence, paired by time with the title's subtitle in that language.
 */
export function getLineTranslations(
  title: TranslatableTitle,
  learning: StudyLanguageCode,
  native: NativeLanguageCode,
  signal?: AbortSignal,
  { download = false }: { download?: boolean } = {},
): Promise<LineTranslations> {
  const query = new URLSearchParams({
    tmdb_id: String(title.id),
    media_type: title.mediaType,
    language: learning,
    target_language: native,
    ...(download && { download: 'true' }),
    ...(title.mediaType === 'episode' && {
      tv_id: String(title.tvId),
      season_number: String(title.seasonNumber),
      episode_number: String(title.episodeNumber),
    }),
  });
  return apiRequest(`/api/words/line_translations?${query}`, {
    schema: LineTranslationsSchema,
    ...(signal ? { signal } : {}),
    failureTexts: { network: WordMessages.failedToFetchFromApi },
  });
}

/**
 * Under the title's words (QueryKeys.titleWords): a new upload of the learning-language subtitles
 * makes them stale too, as one of the translation does. Not in QueryKeys, which Home loads.
 */
export const lineTranslationsQueryKey = (
  title: WordTitle,
  learning: StudyLanguageCode,
  native: NativeLanguageCode,
) => [...QueryKeys.titleWords(title, learning), 'line-translations', native] as const;

/**
 * Not asked for a season, nor when the learner studies the language they speak: neither has a
 * translation to pair.
 */
export const lineTranslationsQueryOptions = (
  title: WordTitle,
  learning: StudyLanguageCode,
  native: NativeLanguageCode,
) =>
  queryOptions({
    queryKey: lineTranslationsQueryKey(title, learning, native),
    queryFn:
      title.mediaType === 'season' || learning === native
        ? skipToken
        : ({ signal }) => getLineTranslations(title, learning, native, signal),
    retry: retryWhenTransient,
    // Only an upload changes them, and an upload makes them stale itself.
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The title's translation downloaded from the subtitle service, when the learner asks (it spends
 * the service's daily quota, so it is never fetched unasked); the answer replaces the lines'.
 */
export function useDownloadLineTranslations(
  title: WordTitle,
  learning: StudyLanguageCode,
  native: NativeLanguageCode,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => {
      if (title.mediaType === 'season') throw new Error('a season has no one translation to download');
      return getLineTranslations(title, learning, native, undefined, { download: true });
    },
    onSuccess: (answer) =>
      queryClient.setQueryData(lineTranslationsQueryKey(title, learning, native), answer),
  });
}

/** The paired lines by order, for a card to keep; empty when the title has none. */
export function useHumanLines(
  title: WordTitle,
  learning: StudyLanguageCode,
  native: NativeLanguageCode,
): ReadonlyMap<number, string> {
  const data = useLineTranslations(title, learning, native).data;
  return useMemo(
    () =>
      new Map((data?.status === 'paired' ? data.lines : []).map((line) => [line.order, line.translation])),
    [data],
  );
}

/** The title's lines in the learner's own language (see lineTranslationsQueryOptions). */
export function useLineTranslations(
  title: WordTitle,
  learning: StudyLanguageCode,
  native: NativeLanguageCode,
) {
  return useQuery(lineTranslationsQueryOptions(title, learning, native));
}
