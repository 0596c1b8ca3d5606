import {
  type Coverage,
  type CoverageTitle,
  type NativeLanguageCode,
  type StudyLanguageCode,
  TitleCoverageLimits,
} from '@cinevocab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '@/lib/api-client';
import { TitleCoverageAnswerSchema } from '@/lib/lazy-contracts';
import { QueryKeys } from '@/lib/query-keys';
import { useCoveragePair } from './coverage-pair';

/** A card's title: a movie, an episode with its place, or a show (which has no coverage of its own). */
export type CardTitle =
  | { kind: 'movie'; id: number }
  | { kind: 'tv'; id: number }
  | { kind: 'episode'; id: number; tvId: number; seasonNumber: number; episodeNumber: number };

/** The title as the coverage question names it; a show is not asked about. */
export function coverageTitleOf(title: CardTitle): CoverageTitle | null {
  if (title.kind === 'movie') return { media_type: 'movie', id: title.id };
  if (title.kind === 'tv') return null;
  return {
    media_type: 'episode',
    id: title.id,
    tv_id: title.tvId,
    season_number: title.seasonNumber,
    episode_number: title.episodeNumber,
  };
}

const keyOf = (title: { media_type: string; id: number }) => `${title.media_type}:${title.id}`;

/** POST /api/coverage/titles: the coverage of a list's titles, null for those not analysed yet. */
export function getTitleCoverage(
  titles: readonly CoverageTitle[],
  learning: StudyLanguageCode,
  native: NativeLanguageCode,
  signal?: AbortSignal,
) {
  return apiRequest('/api/coverage/titles', {
    method: 'POST',
    body: { titles, learning_lang: learning, translated_lang: native },
    schema: TitleCoverageAnswerSchema,
    ...(signal ? { signal } : {}),
  });
}

/** How often, and how many times, a list asks again for titles the server is still analysing. */
const analysingRetryMs = 4_000;
const analysingRetries = 8;

export const titleCoverageQueryOptions = (
  titles: readonly CoverageTitle[],
  learning: StudyLanguageCode,
  native: NativeLanguageCode,
) =>
  queryOptions({
    queryKey: QueryKeys.titleCoverage(learning, native, titles.map(keyOf)),
    queryFn: ({ signal }) => getTitleCoverage(titles, learning, native, signal),
    enabled: titles.length > 0,
    // A card without its figure is still a card: no retry storm, no error shown.
    retry: false,
    // Titles shown for the first time are analysed in the background: ask again a few times.
    refetchInterval: (query) =>
      query.state.data?.titles.some((item) => item.coverage === null) &&
      query.state.dataUpdateCount <= analysingRetries
        ? analysingRetryMs
        : false,
  });

/**
 * The learner's coverage of the titles of one list of cards, in one request (the first
 * `maxTitles` of them): a card's figure, or undefined while unknown (or for a show).
 */
export function useTitleCoverage(titles: readonly CardTitle[]): (title: CardTitle) => Coverage | undefined {
  const pair = useCoveragePair();
  const asked = useMemo(
    () =>
      titles
        .map(coverageTitleOf)
        .filter((title): title is CoverageTitle => title !== null)
        .slice(0, TitleCoverageLimits.maxTitles),
    [titles],
  );
  const query = useQuery({
    ...titleCoverageQueryOptions(asked, pair?.learning ?? 'es', pair?.native ?? 'en'),
    enabled: pair !== null && asked.length > 0,
  });
  const byTitle = useMemo(
    () =>
      new Map(
        (query.data?.titles ?? []).flatMap((item) =>
          item.coverage && item.coverage.total_tokens > 0 ? [[keyOf(item), item.coverage] as const] : [],
        ),
      ),
    [query.data],
  );
  return (title) => byTitle.get(`${title.kind}:${title.id}`);
}
