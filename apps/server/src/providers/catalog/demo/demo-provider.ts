import {
  CatalogMessages,
  type Company,
  type Episode,
  type MovieDetail,
  type Season,
  type Title,
  type TitleList,
  type TvShow,
} from '@cinevocab/core';
import { CatalogNotFoundError, type CatalogProvider } from '../catalog-provider.js';
import {
  type DemoCompany,
  type DemoEpisode,
  type DemoMovie,
  type DemoSeason,
  type DemoShow,
  demoMovies,
  demoPopularMovies,
  demoPopularShows,
  demoShows,
  demoTopRatedMovies,
  findDemoMovie,
  findDemoShow,
} from './demo-catalog.js';
import { demoMovieCharacters, demoShowCharacters } from './demo-cast.js';

/**
 * The built-in, fully offline demo catalog (demo-catalog.ts) behind the CatalogProvider interface (used when no
 * movie database key is set). It answers the same normalised shapes as the TMDB provider, and
 * rejects unknown titles with CatalogNotFoundError carrying CatalogMessages' texts ('Movie not
 * found', 'TV Show not found', 'Season N not found', 'Episode not found').
 */
export function createDemoCatalogProvider(imageBaseUrl = '/api/catalog/images'): CatalogProvider {
  return {
    kind: 'demo',
    imageBaseUrl,
    popularMovies: async () => list(demoPopularMovies().map(movieTitle)),
    topRatedMovies: async () => list(demoTopRatedMovies().map(movieTitle)),
    popularTv: async () => list(demoPopularShows().map(showTitle)),
    searchMulti: async (query) => list(searchDemoCatalog(query)),
    movie: async (id) => {
      const movie = findDemoMovie(id);
      if (!movie) throw new CatalogNotFoundError(CatalogMessages.movieNotFound);
      return movieDetail(movie);
    },
    tv: async (id) => tvShow(requireShow(id)),
    season: async (tvId, seasonNumber) => {
      const season = findDemoShow(tvId)?.seasons.find(
        (candidate) => candidate.season_number === seasonNumber,
      );
      if (!season) throw new CatalogNotFoundError(CatalogMessages.seasonNotFound(seasonNumber));
      return seasonDetail(season);
    },
    episode: async (tvId, seasonNumber, episodeNumber) => {
      const show = findDemoShow(tvId);
      const season = show?.seasons.find((candidate) => candidate.season_number === seasonNumber);
      const episode = season?.episodes.find((candidate) => candidate.episode_number === episodeNumber);
      if (!season || !episode) throw new CatalogNotFoundError(CatalogMessages.episodeNotFound);
      return episodeDetail(episode, season.season_number);
    },
    movieCharacters: async (id) => [...(demoMovieCharacters.get(id) ?? [])],
    episodeCharacters: async (tvId) => [...(demoShowCharacters.get(tvId) ?? [])],
  };
}

/** Every demo movie, in catalog order (for the step that writes their subtitles). */
export interface DemoMovieListing {
  readonly id: number;
  readonly title: string;
  readonly tagline: string;
  readonly overview: string;
  readonly release_date: string;
  /** Minutes. */
  readonly runtime: number;
  readonly genres: readonly string[];
}

export function listDemoMovies(): DemoMovieListing[] {
  return demoMovies.map((movie) => ({
    id: movie.id,
    title: movie.title,
    tagline: movie.tagline,
    overview: movie.overview,
    release_date: movie.release_date,
    runtime: movie.runtime,
    genres: movie.genres.map((genre) => genre.name),
  }));
}

/** Every demo episode, specials included, with where it sits (for the step that writes their subtitles). */
export interface DemoEpisodeListing {
  /** The episode id (what the library and word summaries use). */
  readonly id: number;
  readonly tv_id: number;
  readonly show_name: string;
  readonly season_number: number;
  readonly season_name: string;
  readonly episode_number: number;
  readonly name: string;
  readonly overview: string;
  readonly air_date: string;
  /** Minutes. */
  readonly runtime: number;
}

export function listDemoEpisodes(): DemoEpisodeListing[] {
  return demoShows.flatMap((show) =>
    show.seasons.flatMap((season) =>
      season.episodes.map((episode) => ({
        id: episode.id,
        tv_id: show.id,
        show_name: show.name,
        season_number: season.season_number,
        season_name: season.name,
        episode_number: episode.episode_number,
        name: episode.name,
        overview: episode.overview,
        air_date: episode.air_date,
        runtime: episode.runtime,
      })),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Search

/** Lower case, accents removed (é -> e, ß -> ss), so that 'CAFE' finds 'Café'. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

const wordsOf = (text: string): string[] =>
  foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

interface Searchable {
  readonly title: string;
  readonly tagline: string;
  readonly overview: string;
  readonly popularity: number;
  readonly toTitle: () => Title;
}

/**
 * Movies and TV shows whose title, tagline or overview hold every word of the query (a query word
 * matches the start of a word, ignoring case and accents). Title matches come first: the whole
 * title, then a title starting with the query, then a title holding it, then word by word; ties go
 * to the more popular title.
 */
export function searchDemoCatalog(query: string): Title[] {
  const terms = wordsOf(query);
  if (terms.length === 0) return [];
  const phrase = terms.join(' ');
  const items: Searchable[] = [
    ...demoMovies.map((movie) => ({ ...movie, toTitle: () => movieTitle(movie) })),
    ...demoShows.map((show) => ({ ...show, title: show.name, toTitle: () => showTitle(show) })),
  ];
  const scored: { item: Searchable; score: number }[] = [];
  for (const item of items) {
    const titleWords = wordsOf(item.title);
    const taglineWords = wordsOf(item.tagline);
    const overviewWords = wordsOf(item.overview);
    const titleText = titleWords.join(' ');
    let score = 0;
    if (titleText === phrase) score += 1000;
    else if (titleText.startsWith(phrase)) score += 700;
    else if (` ${titleText}`.includes(` ${phrase}`)) score += 500;
    let everyTerm = true;
    for (const term of terms) {
      const matches = (words: string[]) => words.some((word) => word.startsWith(term));
      if (titleWords.includes(term)) score += 60;
      else if (matches(titleWords)) score += 40;
      else if (matches(taglineWords)) score += 12;
      else if (matches(overviewWords)) score += 4;
      else everyTerm = false;
    }
    if (everyTerm) scored.push({ item, score });
  }
  scored.sort((a, b) => b.score - a.score || b.item.popularity - a.item.popularity);
  return scored.map(({ item }) => item.toTitle());
}

// ---------------------------------------------------------------------------------------------
// Normalised shapes

const list = (results: Title[]): TitleList => ({ results });

const genreIds = (item: DemoMovie | DemoShow) => item.genres.map((genre) => genre.id);

function movieTitle(movie: DemoMovie): Title {
  return {
    id: movie.id,
    title: movie.title,
    poster_path: movie.poster_path,
    backdrop_path: movie.backdrop_path,
    overview: movie.overview,
    release_date: movie.release_date,
    vote_average: movie.vote_average,
    vote_count: movie.vote_count,
    genre_ids: genreIds(movie),
    media_type: 'movie',
  };
}

function showTitle(show: DemoShow): Title {
  return {
    id: show.id,
    title: show.name,
    poster_path: show.poster_path,
    backdrop_path: show.backdrop_path,
    overview: show.overview,
    release_date: show.first_air_date,
    vote_average: show.vote_average,
    vote_count: show.vote_count,
    genre_ids: genreIds(show),
    media_type: 'tv',
  };
}

const company = (item: DemoCompany): Company => ({ id: item.id, name: item.name, logo_path: item.logo_path });

function movieDetail(movie: DemoMovie): MovieDetail {
  return {
    id: movie.id,
    title: movie.title,
    tagline: movie.tagline,
    backdrop_path: movie.backdrop_path,
    poster_path: movie.poster_path,
    vote_average: movie.vote_average,
    vote_count: movie.vote_count,
    release_date: movie.release_date,
    runtime: movie.runtime,
    genres: movie.genres.map((genre) => ({ id: genre.id, name: genre.name })),
    overview: movie.overview,
    production_companies: movie.production_companies.map(company),
    imdb_id: null,
  };
}

function tvShow(show: DemoShow): TvShow {
  return {
    id: show.id,
    title: show.name,
    name: show.name,
    tagline: show.tagline,
    backdrop_path: show.backdrop_path,
    poster_path: show.poster_path,
    vote_average: show.vote_average,
    vote_count: show.vote_count,
    first_air_date: show.first_air_date,
    release_date: show.first_air_date,
    episode_run_time: [...show.episode_run_time],
    runtime: show.episode_run_time[0] ?? 0,
    overview: show.overview,
    genres: show.genres.map((genre) => ({ id: genre.id, name: genre.name })),
    imdb_id: null,
    number_of_seasons: show.number_of_seasons,
    number_of_episodes: show.number_of_episodes,
    // Every season, the specials and announced (empty) seasons included: the page filters them.
    seasons: show.seasons.map((season) => ({
      id: season.id,
      name: season.name,
      season_number: season.season_number,
      episode_count: season.episodes.length,
      air_date: season.air_date,
      poster_path: season.poster_path,
    })),
    production_companies: show.production_companies.map(company),
  };
}

function episodeDetail(episode: DemoEpisode, seasonNumber: number): Episode {
  return {
    id: episode.id,
    name: episode.name,
    episode_number: episode.episode_number,
    season_number: seasonNumber,
    still_path: episode.still_path,
    overview: episode.overview,
    air_date: episode.air_date,
    vote_average: episode.vote_average,
    vote_count: episode.vote_count,
    runtime: episode.runtime,
  };
}

function seasonDetail(season: DemoSeason): Season {
  return {
    id: season.id,
    name: season.name,
    season_number: season.season_number,
    air_date: season.air_date,
    overview: season.overview,
    poster_path: season.poster_path,
    episodes: season.episodes.map((episode) => episodeDetail(episode, season.season_number)),
  };
}

function requireShow(id: number): DemoShow {
  const show = findDemoShow(id);
  if (!show) throw new CatalogNotFoundError(CatalogMessages.tvNotFound);
  return show;
}
