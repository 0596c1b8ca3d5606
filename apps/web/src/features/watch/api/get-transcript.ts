import { type StudyLanguageCode, type Transcript, TranscriptSchema, WordMessages } from '@cinevocab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, retryWhenTransient } from '@/lib/api-client';
import { QueryKeys } from '@/lib/query-keys';
import { titleFields, type WordTitle } from '@/title-words';

/** A movie or an episode: a season is many files, and has no one transcript. */
export type WatchableTitle = Exclude<WordTitle, { mediaType: 'season' }>;

/** GET /api/words/transcript: the title's lines in order, each with the title's words it holds. */
export function getTranscript(
  title: WatchableTitle,
  learning: StudyLanguageCode,
  signal?: AbortSignal,
): Promise<Transcript> {
  const query = new URLSearchParams({ tmdb_id: String(title.id), language: learning, ...titleFields(title) });
  return apiRequest(`/api/words/transcript?${query}`, {
    schema: TranscriptSchema,
    ...(signal ? { signal } : {}),
    failureTexts: { network: WordMessages.failedToFetchFromApi },
  });
}

/** Under the title's words: a new upload of its subtitle makes the transcript stale with them. */
export const transcriptQueryOptions = (title: WatchableTitle, learning: StudyLanguageCode) =>
  queryOptions({
    queryKey: [...QueryKeys.titleWords(title, learning), 'transcript'] as const,
    queryFn: ({ signal }) => getTranscript(title, learning, signal),
    retry: retryWhenTransient,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useTranscript(title: WatchableTitle, learning: StudyLanguageCode) {
  return useQuery(transcriptQueryOptions(title, learning));
}
