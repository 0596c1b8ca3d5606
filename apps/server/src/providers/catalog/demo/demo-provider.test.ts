import {
  CatalogMessages,
  EpisodeSchema,
  ImageSizes,
  MovieDetailSchema,
  SeasonSchema,
  TitleListSchema,
  TvShowSchema,
  type ImageKind,
  type TvShow,
} from '@cinevocab/core';
import { describe, expect, it } from 'vitest';
import { CatalogNotFoundError } from '../catalog-provider.js';
import { escapeXml, renderDemoImage } from './demo-artwork.js';
import { demoCompanies, demoMovies, demoShows } from './demo-catalog.js';
import {
  createDemoCatalogProvider,
  listDemoEpisodes,
  listDemoMovies,
  searchDemoCatalog,
} from './demo-provider.js';

const provider = createDemoCatalogProvider();

async function allShows(): Promise<TvShow[]> {
  return Promise.all(demoShows.map((show) => provider.tv(show.id)));
}

/** A loose well-formedness check: every opened tag is closed, in order. */
function tagsBalance(svg: string): boolean {
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name!);
  }
  return stack.length === 0;
}

const sentences = (text: string) =>
  text
    .replace(/\b(Mr|Mrs)\. /g, '$1 ')
    .split(/[.!?](?:\s|$)/)
    .filter((part) => part.trim()).length;

describe('the demo catalog data', () => {
  it('has at least 6 movies and 2 TV shows with every field the pages show', () => {
    expect(demoMovies.length).toBeGreaterThanOrEqual(6);
    expect(demoShows.length).toBeGreaterThanOrEqual(2);
    for (const item of [...demoMovies, ...demoShows]) {
      const title = 'title' in item ? item.title : item.name;
      expect(title, `${item.id}`).not.toBe('');
      expect(item.tagline, title).not.toBe('');
      expect(sentences(item.overview), title).toBeGreaterThanOrEqual(2);
      expect(sentences(item.overview), title).toBeLessThanOrEqual(4);
      expect(item.genres.length, title).toBeGreaterThan(0);
      expect(item.vote_average, title).toBeGreaterThanOrEqual(6);
      expect(item.vote_average, title).toBeLessThanOrEqual(8.9);
      expect(Math.round(item.vote_average * 10) / 10, title).toBe(item.vote_average);
      expect(item.vote_count, title).toBeGreaterThan(0);
      expect(item.production_companies.length, title).toBeGreaterThan(0);
      expect(item.palette.length, title).toBeGreaterThanOrEqual(2);
      for (const color of item.palette) expect(color).toMatch(/^#[0-9a-fA-F]{6}$/);
    }
    for (const movie of demoMovies) expect(movie.runtime, movie.title).toBeGreaterThan(0);
  });

  it('spreads release dates over 2015-2026 and uses logos only for some companies', () => {
    const years = [
      ...demoMovies.map((movie) => movie.release_date),
      ...demoShows.map((show) => show.first_air_date),
    ].map((date) => Number(date.slice(0, 4)));
    for (const year of years) {
      expect(year).toBeGreaterThanOrEqual(2015);
      expect(year).toBeLessThanOrEqual(2026);
    }
    expect(new Set(years).size).toBeGreaterThanOrEqual(6);
    expect(demoCompanies.some((company) => company.logo_path)).toBe(true);
    expect(demoCompanies.some((company) => company.logo_path === null)).toBe(true);
  });

  it('never reuses an id across movies, shows, seasons, episodes and companies', () => {
    const ids = [
      ...demoMovies.map((movie) => movie.id),
      ...demoShows.map((show) => show.id),
      ...demoShows.flatMap((show) => show.seasons.map((season) => season.id)),
      ...demoShows.flatMap((show) =>
        show.seasons.flatMap((season) => season.episodes.map((episode) => episode.id)),
      ),
      ...demoCompanies.map((company) => company.id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(Number.isSafeInteger(id) && id > 0).toBe(true);
  });

  it('has an episode without an overview and one without a still, for the page fallbacks', () => {
    const episodes = demoShows.flatMap((show) => show.seasons.flatMap((season) => season.episodes));
    expect(episodes.some((episode) => episode.overview === '')).toBe(true);
    expect(episodes.some((episode) => episode.still_path === null)).toBe(true);
  });
});

describe('the demo catalog provider', () => {
  it('is the demo kind with the image base it was given', () => {
    expect(provider.kind).toBe('demo');
    expect(provider.imageBaseUrl).toBe('/api/catalog/images');
    expect(createDemoCatalogProvider('/images').imageBaseUrl).toBe('/images');
  });

  it('lists popular movies, most popular first', async () => {
    const list = await provider.popularMovies();
    expect(TitleListSchema.parse(list)).toEqual(list);
    expect(list.results).toHaveLength(demoMovies.length);
    expect(list.results.every((title) => title.media_type === 'movie')).toBe(true);
    const popularity = list.results.map(
      (title) => demoMovies.find((movie) => movie.id === title.id)!.popularity,
    );
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  it('lists top-rated movies by vote average', async () => {
    const list = await provider.topRatedMovies();
    expect(TitleListSchema.parse(list)).toEqual(list);
    expect(list.results).toHaveLength(demoMovies.length);
    const votes = list.results.map((title) => title.vote_average);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
  });

  it('lists TV shows with the name as title and the first air date as release date', async () => {
    const list = await provider.popularTv();
    expect(TitleListSchema.parse(list)).toEqual(list);
    expect(list.results).toHaveLength(demoShows.length);
    for (const title of list.results) {
      const show = demoShows.find((candidate) => candidate.id === title.id)!;
      expect(title).toMatchObject({ media_type: 'tv', title: show.name, release_date: show.first_air_date });
    }
  });

  it('answers every movie in the MovieDetail shape, with every field filled', async () => {
    for (const { id } of demoMovies) {
      const movie = await provider.movie(id);
      expect(MovieDetailSchema.parse(movie)).toEqual(movie);
      expect(movie.imdb_id).toBeNull();
      expect(movie.poster_path).toBe(`/demo/poster/${id}.svg`);
      expect(movie.backdrop_path).toBe(`/demo/backdrop/${id}.svg`);
      expect(movie.runtime).toBeGreaterThan(0);
      expect(movie.release_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('answers every show with the specials, an empty season and at least two real seasons', async () => {
    for (const show of await allShows()) {
      expect(TvShowSchema.parse(show)).toEqual(show);
      expect(show.title).toBe(show.name);
      expect(show.release_date).toBe(show.first_air_date);
      expect(show.runtime).toBe(show.episode_run_time[0] ?? 0);
      expect(show.runtime).toBeGreaterThan(0);
      expect(show.imdb_id).toBeNull();
      const specials = show.seasons.find((season) => season.season_number === 0);
      expect(specials?.episode_count).toBeGreaterThan(0);
      expect(show.seasons.some((season) => season.season_number > 0 && season.episode_count === 0)).toBe(
        true,
      );
      // The page's dropdown rule.
      const offered = show.seasons.filter((season) => season.season_number > 0 && season.episode_count > 0);
      expect(offered.length).toBeGreaterThanOrEqual(2);
      expect(offered[0]?.season_number).toBe(1);
      expect(offered[0]!.episode_count).toBeGreaterThanOrEqual(3);
      for (const season of offered) expect(season.episode_count).toBeGreaterThanOrEqual(2);
      expect(show.number_of_seasons).toBe(offered.length);
      expect(show.number_of_episodes).toBe(offered.reduce((sum, season) => sum + season.episode_count, 0));
    }
  });

  it('answers every season and episode in their shapes, agreeing with the show', async () => {
    for (const show of await allShows()) {
      const regularRuntimes = new Set<number>();
      for (const summary of show.seasons) {
        const season = await provider.season(show.id, summary.season_number);
        expect(SeasonSchema.parse(season)).toEqual(season);
        expect(season).toMatchObject({ id: summary.id, name: summary.name, air_date: summary.air_date });
        expect(season.episodes).toHaveLength(summary.episode_count);
        expect(season.episodes.map((episode) => episode.episode_number)).toEqual(
          season.episodes.map((_, index) => index + 1),
        );
        for (const listed of season.episodes) {
          expect(listed.season_number).toBe(summary.season_number);
          if (summary.season_number > 0) regularRuntimes.add(listed.runtime);
          const episode = await provider.episode(show.id, summary.season_number, listed.episode_number);
          expect(EpisodeSchema.parse(episode)).toEqual(episode);
          expect(episode).toEqual(listed);
          expect(episode.name).not.toBe('');
          expect(episode.air_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(episode.runtime).toBeGreaterThan(0);
          expect(episode.vote_count).toBeGreaterThan(0);
        }
      }
      expect([...show.episode_run_time].sort()).toEqual([...regularRuntimes].sort());
    }
  });

  it('rejects unknown ids and numbers with CatalogNotFoundError and the spec messages', async () => {
    const [movieId] = demoMovies.map((movie) => movie.id);
    const tvId = demoShows[0]!.id;
    const emptySeason = demoShows[0]!.seasons.find((season) => season.episodes.length === 0)!.season_number;
    await expect(provider.movie(1)).rejects.toBeInstanceOf(CatalogNotFoundError);
    await expect(provider.movie(1)).rejects.toThrow(CatalogMessages.movieNotFound);
    await expect(provider.movie(tvId)).rejects.toBeInstanceOf(CatalogNotFoundError);
    await expect(provider.tv(movieId!)).rejects.toThrow(CatalogMessages.tvNotFound);
    await expect(provider.tv(999_999_999)).rejects.toBeInstanceOf(CatalogNotFoundError);
    await expect(provider.season(tvId, 42)).rejects.toThrow(CatalogMessages.seasonNotFound(42));
    await expect(provider.season(1, 1)).rejects.toBeInstanceOf(CatalogNotFoundError);
    await expect(provider.episode(tvId, 1, 99)).rejects.toThrow(CatalogMessages.episodeNotFound);
    await expect(provider.episode(tvId, emptySeason, 1)).rejects.toBeInstanceOf(CatalogNotFoundError);
    await expect(provider.episode(1, 1, 1)).rejects.toBeInstanceOf(CatalogNotFoundError);
    // The empty season itself exists.
    await expect(provider.season(tvId, emptySeason)).resolves.toMatchObject({ episodes: [] });
  });

  it('lists every movie and episode for the subtitle step', async () => {
    const movies = listDemoMovies();
    expect(movies.map((movie) => movie.id)).toEqual(demoMovies.map((movie) => movie.id));
    const episodes = listDemoEpisodes();
    const total = demoShows.reduce(
      (sum, show) => sum + show.seasons.reduce((inner, season) => inner + season.episodes.length, 0),
      0,
    );
    expect(episodes).toHaveLength(total);
    expect(episodes.some((episode) => episode.season_number === 0)).toBe(true);
    for (const listed of episodes) {
      const episode = await provider.episode(listed.tv_id, listed.season_number, listed.episode_number);
      expect(episode.id).toBe(listed.id);
      expect(episode.name).toBe(listed.name);
      const show = await provider.tv(listed.tv_id);
      expect(listed.show_name).toBe(show.name);
    }
  });
});

describe('demo search', () => {
  const ids = (titles: { id: number }[]) => titles.map((title) => title.id);

  it('finds a title by a word of its title, whatever the case and accents', async () => {
    for (const query of ['cafe', 'CAFÉ', 'Café', 'cAfE']) {
      const list = await provider.searchMulti(query);
      expect(TitleListSchema.parse(list)).toEqual(list);
      expect(list.results[0]).toMatchObject({ id: 920001, title: 'The Corner Café', media_type: 'tv' });
    }
    for (const query of ['lemon', 'LEMON', 'lémon', 'Lemon Tree']) {
      expect((await provider.searchMulti(query)).results[0]).toMatchObject({
        id: 910001,
        media_type: 'movie',
      });
    }
    expect((await provider.searchMulti('clockmaker')).results[0]?.id).toBe(910003);
    expect((await provider.searchMulti('lighthouse club')).results[0]?.id).toBe(920002);
    expect((await provider.searchMulti('Night Train to Valmora')).results[0]?.id).toBe(910002);
  });

  it('finds words of taglines and overviews, and every word must match', async () => {
    expect(ids((await provider.searchMulti('parrot')).results)).toEqual([920002]);
    expect(ids((await provider.searchMulti('music teacher')).results)).toEqual([910004]);
    expect((await provider.searchMulti('beekeepers')).results[0]?.id).toBe(910007);
    expect((await provider.searchMulti('lemon parrot')).results).toEqual([]);
    expect((await provider.searchMulti('zzzz')).results).toEqual([]);
    expect((await provider.searchMulti('¿?')).results).toEqual([]);
  });

  it('puts title matches before tagline matches, and those before overview matches', async () => {
    // 'coffee' is in The Corner Café's tagline and in Paper Boats' overview.
    expect(ids((await provider.searchMulti('coffee')).results)).toEqual([920001, 910005]);
    // Every title holding a word starting with 'the' comes before every title that does not.
    const results = (await provider.searchMulti('the')).results;
    const inTitle = results.map((title) => /\bthe/i.test(title.title));
    expect(inTitle.indexOf(false)).toBeGreaterThan(0);
    expect(inTitle.slice(inTitle.indexOf(false)).every((flag) => !flag)).toBe(true);
  });

  it('keeps movies and TV shows only, each once', () => {
    const results = searchDemoCatalog('a');
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((title) => title.media_type === 'movie' || title.media_type === 'tv')).toBe(true);
    expect(new Set(ids(results)).size).toBe(results.length);
    expect(results.some((title) => title.media_type === 'movie')).toBe(true);
    expect(results.some((title) => title.media_type === 'tv')).toBe(true);
  });
});

describe('demo artwork', () => {
  const ratio: Record<ImageKind, number> = { poster: 1.5, backdrop: 9 / 16, still: 9 / 16, logo: 200 / 640 };
  const originalWidth: Partial<Record<ImageKind, number>> = { poster: 1000, backdrop: 1920, logo: 640 };

  /** Every image path the catalog hands out, with the text its picture shows. */
  function images(): { kind: ImageKind; id: number; text: string }[] {
    const out: { kind: ImageKind; id: number; text: string }[] = [];
    for (const movie of demoMovies) {
      out.push(
        { kind: 'poster', id: movie.id, text: movie.title },
        { kind: 'backdrop', id: movie.id, text: movie.title },
      );
    }
    for (const show of demoShows) {
      out.push(
        { kind: 'poster', id: show.id, text: show.name },
        { kind: 'backdrop', id: show.id, text: show.name },
      );
      for (const season of show.seasons) {
        if (season.poster_path) out.push({ kind: 'poster', id: season.id, text: show.name });
        for (const episode of season.episodes) {
          if (episode.still_path) out.push({ kind: 'still', id: episode.id, text: episode.name });
        }
      }
    }
    for (const company of demoCompanies)
      if (company.logo_path) out.push({ kind: 'logo', id: company.id, text: company.name });
    return out;
  }

  it('draws every image of the catalog in every tier of its kind', () => {
    const all = images();
    expect(all.length).toBeGreaterThan(30);
    for (const { kind, id, text } of all) {
      for (const size of ImageSizes[kind]) {
        const svg = renderDemoImage(kind, id, size);
        expect(svg, `${kind} ${id} ${size}`).toBeDefined();
        const width = size === 'original' ? originalWidth[kind]! : Number(size.slice(1));
        expect(svg!.startsWith('<svg')).toBe(true);
        expect(svg!.endsWith('</svg>')).toBe(true);
        expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
        expect(svg).toContain(` width="${width}"`);
        expect(svg).toContain(` height="${Math.round(width * ratio[kind])}"`);
        expect(svg).toContain(escapeXml(text));
        expect(tagsBalance(svg!), `${kind} ${id} ${size}`).toBe(true);
        expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
        expect(svg).not.toMatch(/href="(?!#)/);
      }
    }
  });

  it('escapes XML characters of titles', () => {
    const clock = renderDemoImage('poster', 910003, 'w342')!;
    expect(clock).toContain('The Clockmaker&apos;s Puzzle');
    expect(clock).not.toContain("Clockmaker's");
    const spokes = renderDemoImage('backdrop', 910006, 'w780')!;
    expect(spokes).toContain('Spokes &amp; Stories');
    expect(spokes).not.toContain('Spokes & ');
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });

  it('draws no lettering on backdrops, which pages show behind the title they write themselves', () => {
    for (const { id, title } of [
      ...demoMovies,
      ...demoShows.map((show) => ({ id: show.id, title: show.name })),
    ]) {
      const svg = renderDemoImage('backdrop', id, 'w1280')!;
      expect(svg, `backdrop ${id}`).not.toContain('<text');
      // The name stays only in the picture's accessible label.
      expect(svg.replace(/<title>.*?<\/title>|aria-label="[^"]*"/g, '')).not.toContain(escapeXml(title));
    }
  });

  it('labels stills with the season and episode, and posters with the year', () => {
    expect(renderDemoImage('still', 940003, 'w300')).toContain('S1 · E2');
    expect(renderDemoImage('poster', 910001, 'w500')).toContain('2017');
  });

  it('is deterministic', () => {
    expect(renderDemoImage('poster', 910008, 'w500')).toBe(renderDemoImage('poster', 910008, 'w500'));
    expect(renderDemoImage('still', 940011, 'w780')).toBe(renderDemoImage('still', 940011, 'w780'));
  });

  it('has nothing for a bad size, an unknown id or an image the catalog does not hand out', () => {
    expect(renderDemoImage('poster', 910001, 'w9999')).toBeUndefined();
    expect(renderDemoImage('poster', 910001, 'w45')).toBeUndefined();
    expect(renderDemoImage('poster', 910001, '')).toBeUndefined();
    expect(renderDemoImage('still', 940002, 'original')).toBeUndefined();
    expect(renderDemoImage('backdrop', 910001, 'w300')).toBeUndefined();
    expect(renderDemoImage('poster', 1, 'w342')).toBeUndefined();
    expect(renderDemoImage('poster', 940002, 'w342')).toBeUndefined();
    expect(renderDemoImage('still', 910001, 'w300')).toBeUndefined();
    expect(renderDemoImage('backdrop', 930002, 'w780')).toBeUndefined();
    expect(renderDemoImage('logo', 910001, 'w92')).toBeUndefined();
    expect(renderDemoImage('poster', Number.NaN, 'w342')).toBeUndefined();
    expect(renderDemoImage('nope' as ImageKind, 910001, 'w342')).toBeUndefined();
    // Declared without a picture: the episode without a still, companies without a logo, the empty season.
    for (const show of demoShows) {
      for (const season of show.seasons) {
        if (!season.poster_path) expect(renderDemoImage('poster', season.id, 'w342')).toBeUndefined();
        for (const episode of season.episodes) {
          if (!episode.still_path) expect(renderDemoImage('still', episode.id, 'w300')).toBeUndefined();
        }
      }
    }
    for (const company of demoCompanies) {
      if (!company.logo_path) expect(renderDemoImage('logo', company.id, 'w92')).toBeUndefined();
    }
  });

  it('has a picture for every image path the provider answers', async () => {
    const paths = new Set<string>();
    for (const title of (await provider.popularMovies()).results)
      [title.poster_path, title.backdrop_path].forEach((p) => p && paths.add(p));
    for (const show of await allShows()) {
      [show.poster_path, show.backdrop_path].forEach((p) => p && paths.add(p));
      show.production_companies.forEach((company) => company.logo_path && paths.add(company.logo_path));
      for (const summary of show.seasons) {
        if (summary.poster_path) paths.add(summary.poster_path);
        for (const episode of (await provider.season(show.id, summary.season_number)).episodes) {
          if (episode.still_path) paths.add(episode.still_path);
        }
      }
    }
    for (const { id } of demoMovies) {
      (await provider.movie(id)).production_companies.forEach(
        (company) => company.logo_path && paths.add(company.logo_path),
      );
    }
    for (const path of paths) {
      const match = /^\/demo\/(poster|backdrop|still|logo)\/(\d+)\.svg$/.exec(path);
      expect(match, path).not.toBeNull();
      const kind = match![1] as ImageKind;
      expect(renderDemoImage(kind, Number(match![2]), ImageSizes[kind][0]), path).toBeDefined();
    }
  });
});
