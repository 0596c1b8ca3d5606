import type {
  Company,
  Episode,
  Genre,
  MovieDetail,
  SeasonSummary,
  Title,
  TitleList,
  TvShow,
  Season,
} from '@cinevocab/core';

/**
 * TMDB v3 answers, normalised to the app's shapes. TMDB leaves fields out or null
 * freely (see tv_2_details_nulls), so every read has a default.
 */

type Raw = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const int = (value: unknown): number => Math.round(num(value));
const list = (value: unknown): Raw[] =>
  Array.isArray(value) ? (value.filter((item) => item && typeof item === 'object') as Raw[]) : [];
const ints = (value: unknown): number[] =>
  Array.isArray(value)
    ? value.filter((item): item is number => typeof item === 'number').map(Math.round)
    : [];

function title(raw: Raw, mediaType: 'movie' | 'tv'): Title {
  return {
    id: int(raw.id),
    title: text(mediaType === 'tv' ? (raw.name ?? raw.title) : (raw.title ?? raw.name)),
    poster_path: textOrNull(raw.poster_path),
    backdrop_path: textOrNull(raw.backdrop_path),
    overview: text(raw.overview),
    release_date: text(mediaType === 'tv' ? (raw.first_air_date ?? raw.release_date) : raw.release_date),
    vote_average: num(raw.vote_average),
    vote_count: int(raw.vote_count),
    genre_ids: ints(raw.genre_ids),
    media_type: mediaType,
  };
}

export function normaliseList(raw: Raw, mediaType: 'movie' | 'tv'): TitleList {
  return { results: list(raw.results).map((item) => title(item, mediaType)) };
}

/** Search keeps only movies and TV shows (people and others are dropped). */
export function normaliseSearch(raw: Raw): TitleList {
  return {
    results: list(raw.results)
      .filter((item) => item.media_type === 'movie' || item.media_type === 'tv')
      .map((item) => title(item, item.media_type as 'movie' | 'tv')),
  };
}

const genres = (value: unknown): Genre[] =>
  list(value).map((genre) => ({ id: int(genre.id), name: text(genre.name) }));
const companies = (value: unknown): Company[] =>
  list(value).map((company) => ({
    id: int(company.id),
    name: text(company.name),
    logo_path: textOrNull(company.logo_path),
  }));

export function normaliseMovie(raw: Raw): MovieDetail {
  return {
    id: int(raw.id),
    title: text(raw.title),
    tagline: text(raw.tagline),
    backdrop_path: textOrNull(raw.backdrop_path),
    poster_path: textOrNull(raw.poster_path),
    vote_average: num(raw.vote_average),
    vote_count: int(raw.vote_count),
    release_date: text(raw.release_date),
    runtime: int(raw.runtime),
    genres: genres(raw.genres),
    overview: text(raw.overview),
    production_companies: companies(raw.production_companies),
    imdb_id: textOrNull(raw.imdb_id),
  };
}

export function normaliseTv(raw: Raw): TvShow {
  const runTimes = ints(raw.episode_run_time);
  const externalIds = (raw.external_ids ?? {}) as Raw;
  const seasons: SeasonSummary[] = list(raw.seasons).map((season) => ({
    id: int(season.id),
    name: text(season.name),
    season_number: int(season.season_number),
    episode_count: int(season.episode_count),
    air_date: textOrNull(season.air_date),
    poster_path: textOrNull(season.poster_path),
  }));
  return {
    id: int(raw.id),
    title: text(raw.name ?? raw.title),
    name: text(raw.name ?? raw.title),
    tagline: text(raw.tagline),
    backdrop_path: textOrNull(raw.backdrop_path),
    poster_path: textOrNull(raw.poster_path),
    vote_average: num(raw.vote_average),
    vote_count: int(raw.vote_count),
    first_air_date: text(raw.first_air_date),
    release_date: text(raw.first_air_date),
    episode_run_time: runTimes,
    runtime: runTimes[0] ?? 0,
    overview: text(raw.overview),
    genres: genres(raw.genres),
    imdb_id: textOrNull(raw.imdb_id ?? externalIds.imdb_id),
    number_of_seasons: int(raw.number_of_seasons),
    number_of_episodes: int(raw.number_of_episodes),
    seasons,
    production_companies: companies(raw.production_companies),
  };
}

export function normaliseEpisode(raw: Raw): Episode {
  return {
    id: int(raw.id),
    name: text(raw.name),
    episode_number: int(raw.episode_number),
    season_number: int(raw.season_number),
    still_path: textOrNull(raw.still_path),
    overview: text(raw.overview),
    air_date: textOrNull(raw.air_date),
    vote_average: num(raw.vote_average),
    vote_count: int(raw.vote_count),
    runtime: int(raw.runtime),
  };
}

export function normaliseSeason(raw: Raw): Season {
  return {
    id: int(raw.id),
    name: text(raw.name),
    season_number: int(raw.season_number),
    air_date: textOrNull(raw.air_date),
    overview: text(raw.overview),
    poster_path: textOrNull(raw.poster_path),
    episodes: list(raw.episodes).map(normaliseEpisode),
  };
}

/**
 * The character names of a credits answer (`cast`, and an episode's `guest_stars`): 'Marla Singer'
 * once however many actors play her, without empty ones.
 */
export function charactersOf(raw: Raw): string[] {
  const characters = new Set<string>();
  for (const list of [raw.cast, raw.guest_stars]) {
    if (!Array.isArray(list)) continue;
    for (const member of list as unknown[]) {
      const character = (member as Raw | null)?.character;
      if (typeof character === 'string' && character.trim() !== '') characters.add(character.trim());
    }
  }
  return [...characters];
}
