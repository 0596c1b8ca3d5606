import { type Coverage, type CoverageSuggestion, TitleCoverageLimits } from '@cinevocab/core';
import type { FastifyBaseLogger } from 'fastify';
import {
  type CatalogProvider,
  CatalogNotFoundError,
  CatalogUnavailableError,
} from '../../providers/catalog/catalog-provider.js';
import type { TitleRef } from '../../providers/subtitles/subtitle-source.js';
import type { ProgressRepository } from '../progress/index.js';
import { titleKeyOf } from '../words/index.js';

/** A title the learner has words in, with their coverage of it and the words they miss. */
export interface ScoredTitle {
  title: TitleRef;
  coverage: Coverage;
  missing: string[];
}

type OwnTitle = Awaited<ReturnType<ProgressRepository['titlesOf']>>[number];

/**
 * The titles Home's rows choose from: the learner's own (an episode only when its place is known,
 * since its words are found through it), then the analysed movies, each once.
 */
export function suggestionCandidatesOf(own: readonly OwnTitle[], movies: readonly number[]): TitleRef[] {
  const candidates = new Map<string, TitleRef>();
  for (const title of own) {
    if (title.mediaType === 'movie') {
      candidates.set(`movie:${title.contentId}`, { mediaType: 'movie', contentId: title.contentId });
    } else if (title.place) {
      candidates.set(`episode:${title.contentId}`, {
        mediaType: 'episode',
        contentId: title.contentId,
        ...title.place,
      });
    }
  }
  for (const id of movies) candidates.set(`movie:${id}`, { mediaType: 'movie', contentId: id });
  return [...candidates.values()];
}

/** Home's rows before they are named. */
export interface SuggestionRows {
  ready: ScoredTitle[];
  almost: ScoredTitle[];
  closest: ScoredTitle[];
}

/**
 * Home's rows before they are named: the titles the learner follows (best covered first), those a
 * few words away (fewest words first), and, only while none is ready, the nearest of the rest
 * (fewest words first, without their word lists). A title without words is in none.
 */
export function suggestionRows(
  refs: readonly TitleRef[],
  results: readonly ({ coverage: Coverage; missing: string[] } | null)[],
): SuggestionRows {
  const scored = refs.flatMap((title, index) => {
    const result = results[index];
    return result && result.coverage.total_tokens > 0 ? [{ title, ...result }] : [];
  });
  const share = ({ coverage }: ScoredTitle) => coverage.known_tokens / coverage.total_tokens;
  const nearestFirst = (a: ScoredTitle, b: ScoredTitle) => a.coverage.words_to_95 - b.coverage.words_to_95;
  const ready = scored
    .filter(({ coverage }) => coverage.words_to_95 === 0)
    .sort((a, b) => share(b) - share(a));
  const isAlmost = ({ coverage }: ScoredTitle) =>
    coverage.words_to_95 > 0 && coverage.words_to_95 <= TitleCoverageLimits.almostThereWords;
  const almost = scored.filter(isAlmost).sort(nearestFirst);
  const closest =
    ready.length > 0
      ? []
      : scored
          .filter((row) => row.coverage.words_to_95 > TitleCoverageLimits.almostThereWords)
          .sort(nearestFirst)
          .map((row) => ({ ...row, missing: [] }));
  return { ready, almost, closest };
}

/** The first titles of a row with their names and posters; one the catalog cannot name is left out. */
export async function namedRow(
  rows: readonly ScoredTitle[],
  catalog: CatalogProvider,
  logger: FastifyBaseLogger,
): Promise<CoverageSuggestion[]> {
  const named = async (row: ScoredTitle): Promise<CoverageSuggestion | null> => {
    const name = await catalogNameOf(catalog, logger, row.title);
    return name && { title: wireOf(row.title), ...name, coverage: row.coverage, missing_tokens: row.missing };
  };
  const suggestions = await Promise.all(rows.slice(0, TitleCoverageLimits.suggestionsPerRow).map(named));
  return suggestions.filter((row): row is CoverageSuggestion => row !== null);
}

async function catalogNameOf(
  catalog: CatalogProvider,
  logger: FastifyBaseLogger,
  title: TitleRef,
): Promise<{ name: string; poster_path: string | null } | null> {
  try {
    if (title.mediaType === 'movie') {
      const movie = await catalog.movie(title.contentId);
      return { name: movie.title, poster_path: movie.poster_path };
    }
    const [show, episode] = await Promise.all([
      catalog.tv(title.tvId),
      catalog.episode(title.tvId, title.seasonNumber, title.episodeNumber),
    ]);
    return { name: `${show.title}: ${episode.name}`, poster_path: show.poster_path };
  } catch (error) {
    if (!(error instanceof CatalogNotFoundError || error instanceof CatalogUnavailableError)) throw error;
    logger.debug({ err: error, title: titleKeyOf(title) }, 'coverage suggestions: no catalog name');
    return null;
  }
}

function wireOf(title: TitleRef): CoverageSuggestion['title'] {
  if (title.mediaType === 'movie') return { media_type: 'movie', id: title.contentId };
  return {
    media_type: 'episode',
    id: title.contentId,
    tv_id: title.tvId,
    season_number: title.seasonNumber,
    episode_number: title.episodeNumber,
  };
}
