import type { Genre } from '@cinevocab/core';

/**
 * The built-in demo catalog: invented movies and TV shows, used when no movie database key is
 * set. Every title, company, place and person here is made up for CineVocab. The
 * stories are chosen for everyday, varied dialogue suitable for all ages, because every movie and
 * episode also gets original subtitles.
 *
 * Ids never collide across kinds:
 *   movies 910001+, TV shows 920001+, seasons 930001+, episodes 940001+, companies 950001+.
 * Image paths name the kind and the owner's id: /demo/poster/910001.svg, /demo/backdrop/920001.svg,
 * /demo/poster/930002.svg (a season poster), /demo/still/940003.svg, /demo/logo/950001.svg.
 */

export type DemoImageKind = 'poster' | 'backdrop' | 'still' | 'logo';

/** What the artwork draws for a title (demo-artwork.ts). */
export type DemoMotif =
  'lemon' | 'train' | 'clock' | 'ball' | 'boat' | 'wheel' | 'hive' | 'camp' | 'cup' | 'lighthouse';

/** Two or three hex colours: the gradient runs from the first to the second; the third is the accent. */
export type DemoPalette = readonly [string, string] | readonly [string, string, string];

export const demoImagePath = (kind: DemoImageKind, id: number): string => `/demo/${kind}/${id}.svg`;

/** TMDB genre ids and names. */
export const DemoGenres = {
  adventure: { id: 12, name: 'Adventure' },
  comedy: { id: 35, name: 'Comedy' },
  crime: { id: 80, name: 'Crime' },
  documentary: { id: 99, name: 'Documentary' },
  drama: { id: 18, name: 'Drama' },
  family: { id: 10751, name: 'Family' },
  mystery: { id: 9648, name: 'Mystery' },
  romance: { id: 10749, name: 'Romance' },
  actionAdventure: { id: 10759, name: 'Action & Adventure' },
  kids: { id: 10762, name: 'Kids' },
  sciFiFantasy: { id: 10765, name: 'Sci-Fi & Fantasy' },
} as const satisfies Record<string, Genre>;

export interface DemoCompany {
  readonly id: number;
  readonly name: string;
  readonly logo_path: string | null;
}

export interface DemoMovie {
  readonly id: number;
  readonly title: string;
  readonly tagline: string;
  readonly overview: string;
  readonly genres: readonly Genre[];
  /** Minutes. */
  readonly runtime: number;
  readonly vote_average: number;
  readonly vote_count: number;
  readonly release_date: string;
  /** Orders the popular list, highest first. */
  readonly popularity: number;
  readonly poster_path: string;
  readonly backdrop_path: string;
  readonly production_companies: readonly DemoCompany[];
  readonly palette: DemoPalette;
  readonly motif: DemoMotif;
}

export interface DemoEpisode {
  readonly id: number;
  readonly episode_number: number;
  readonly name: string;
  /** May be '' (the page shows its fallback). */
  readonly overview: string;
  readonly air_date: string;
  /** Minutes. */
  readonly runtime: number;
  readonly vote_average: number;
  readonly vote_count: number;
  /** null for an episode without a still (the page shows its placeholder). */
  readonly still_path: string | null;
}

export interface DemoSeason {
  readonly id: number;
  /** 0 holds the specials. */
  readonly season_number: number;
  readonly name: string;
  readonly overview: string;
  /** The first episode's air date; null for a season without episodes yet. */
  readonly air_date: string | null;
  readonly poster_path: string | null;
  readonly episodes: readonly DemoEpisode[];
}

export interface DemoShow {
  readonly id: number;
  readonly name: string;
  readonly tagline: string;
  readonly overview: string;
  readonly genres: readonly Genre[];
  readonly first_air_date: string;
  readonly vote_average: number;
  readonly vote_count: number;
  /** Orders the popular TV list, highest first. */
  readonly popularity: number;
  readonly poster_path: string;
  readonly backdrop_path: string;
  readonly production_companies: readonly DemoCompany[];
  /** Every season, including season 0 (specials) and announced seasons without episodes. */
  readonly seasons: readonly DemoSeason[];
  /** Distinct runtimes of the regular episodes, the most common first (derived). */
  readonly episode_run_time: readonly number[];
  /** Seasons the page offers: season_number > 0 with at least one episode (derived). */
  readonly number_of_seasons: number;
  /** Episodes in those seasons, specials excluded (derived). */
  readonly number_of_episodes: number;
  readonly palette: DemoPalette;
  readonly motif: DemoMotif;
}

// ---------------------------------------------------------------------------------------------
// Production companies

function company(id: number, name: string, hasLogo: boolean): DemoCompany {
  return { id, name, logo_path: hasLogo ? demoImagePath('logo', id) : null };
}

export const demoCompanies: readonly DemoCompany[] = [
  company(950001, 'Lemon Grove Pictures', true),
  company(950002, 'Harbour Light Films', false),
  company(950003, 'Tin Robot Studios', true),
  company(950004, 'Blue Kettle Productions', false),
  company(950005, 'Northwind Media', true),
  company(950006, 'Little Acorn Films', true),
  company(950007, 'Paper Lantern Entertainment', false),
  company(950008, 'Open Window Television', true),
];

function companies(...ids: number[]): DemoCompany[] {
  return ids.map((id) => {
    const found = demoCompanies.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`demo catalog: unknown company ${id}`);
    return found;
  });
}

const G = DemoGenres;

// ---------------------------------------------------------------------------------------------
// Movies

type MovieInput = Omit<DemoMovie, 'poster_path' | 'backdrop_path'>;

function movie(input: MovieInput): DemoMovie {
  return {
    ...input,
    poster_path: demoImagePath('poster', input.id),
    backdrop_path: demoImagePath('backdrop', input.id),
  };
}

export const demoMovies: readonly DemoMovie[] = [
  movie({
    id: 910001,
    title: 'The Lemon Tree Kitchen',
    tagline: 'Every recipe has a secret ingredient.',
    overview:
      'When Grandma Rosa sprains her wrist a week before the village food fair, her grandson Leo promises to keep her little restaurant open. He can barely boil an egg, but the regulars have opinions, the neighbours have recipes, and the lemon tree in the courtyard has never been so full. A warm comedy about family, food and learning to ask for help.',
    genres: [G.family, G.comedy],
    runtime: 104,
    vote_average: 7.6,
    vote_count: 1284,
    release_date: '2017-05-12',
    popularity: 118.2,
    production_companies: companies(950001, 950004),
    palette: ['#F4A259', '#C8553D', '#FFE45C'],
    motif: 'lemon',
  }),
  movie({
    id: 910002,
    title: 'Night Train to Valmora',
    tagline: 'Twelve hours, one cabin, two sisters.',
    overview:
      "Maya and Iris have not spoken since an argument about their mother's old house, but their cousin's wedding puts them in the same sleeper cabin on the overnight train to Valmora. Between lost tickets, a chatty conductor and a snowstorm in the mountains, the journey takes much longer than planned. By morning, the sisters will have to decide what matters more than being right.",
    genres: [G.adventure, G.comedy, G.drama],
    runtime: 112,
    vote_average: 7.1,
    vote_count: 864,
    release_date: '2019-09-20',
    popularity: 63.8,
    production_companies: companies(950005, 950002),
    palette: ['#16213E', '#3E5C9A', '#F2C14E'],
    motif: 'train',
  }),
  movie({
    id: 910003,
    title: "The Clockmaker's Puzzle",
    tagline: 'The town clock stopped. The clues did not.',
    overview:
      'Two days before the town clock turns two hundred years old, its brass key disappears from the museum. Eleven-year-old Nora and her neighbour Mr. Hollis, a retired clockmaker who talks to his cat, follow a trail of riddles through the library, the bakery and the old post office. Everyone in town seems to know a little more than they say.',
    genres: [G.mystery, G.family, G.adventure],
    runtime: 97,
    vote_average: 7.9,
    vote_count: 2140,
    release_date: '2021-11-05',
    popularity: 142.5,
    production_companies: companies(950003, 950006),
    palette: ['#2E2452', '#8E6CBF', '#E8C77A'],
    motif: 'clock',
  }),
  movie({
    id: 910004,
    title: 'The Pinecrest Pelicans',
    tagline: 'They lost every game. Then they got a music teacher.',
    overview:
      'The Pinecrest Pelicans are the worst volleyball team in the school league, and the only coach who will take them is Mr. Baptiste, the music teacher. He knows nothing about volleyball, but he knows a lot about rhythm, practice and listening to each other. Slowly, a group of very different teenagers starts to play as one team.',
    genres: [G.comedy, G.family, G.drama],
    runtime: 109,
    vote_average: 6.8,
    vote_count: 1530,
    release_date: '2016-03-18',
    popularity: 74.1,
    production_companies: companies(950004, 950005),
    palette: ['#0E5E7A', '#22C3DD', '#FDE68A'],
    motif: 'ball',
  }),
  movie({
    id: 910005,
    title: 'Paper Boats',
    tagline: 'Some messages take the long way home.',
    overview:
      'In a small harbour town, a ferry captain and a florist who has just moved in start leaving each other notes folded into paper boats on the quay. The notes are about the weather, the tourists and the best place for coffee, until they slowly become something more. A gentle story about starting over and finding the courage to say hello.',
    genres: [G.romance, G.drama],
    runtime: 101,
    vote_average: 7.3,
    vote_count: 978,
    release_date: '2023-06-09',
    popularity: 58.3,
    production_companies: companies(950002, 950007),
    palette: ['#F7D9CC', '#E07A8A', '#2B4C7E'],
    motif: 'boat',
  }),
  movie({
    id: 910006,
    title: 'Spokes & Stories',
    tagline: 'Fixing bikes. Fixing plans.',
    overview:
      "After losing her office job, Tessa agrees to run her uncle's bicycle repair shop for one month while he travels. She has no idea how to fix a chain, but every customer who walks in brings a story, a problem and sometimes a solution. By the end of the month, she is not sure she wants to go back.",
    genres: [G.comedy, G.drama],
    runtime: 95,
    vote_average: 6.4,
    vote_count: 412,
    release_date: '2025-02-14',
    popularity: 41.9,
    production_companies: companies(950007, 950001),
    palette: ['#134E2E', '#3FBF73', '#F97316'],
    motif: 'wheel',
  }),
  movie({
    id: 910007,
    title: 'Where the Bees Go',
    tagline: 'A year in the life of a hive.',
    overview:
      'This documentary follows three beekeepers in three very different places, a mountain village, a city rooftop and a family farm, through one full year. From the first flowers of spring to the quiet of winter, it shows how bees live, work and survive, and what people can learn from them.',
    genres: [G.documentary],
    runtime: 88,
    vote_average: 8.4,
    vote_count: 356,
    release_date: '2015-08-28',
    popularity: 22.6,
    production_companies: companies(950006),
    palette: ['#6B2F0C', '#F59E0B', '#FEF3C7'],
    motif: 'hive',
  }),
  movie({
    id: 910008,
    title: 'Starlight Campground',
    tagline: 'No signal. No problem.',
    overview:
      "The Marsh family's first camping trip goes wrong from the start: the tent is missing a pole, the map is upside down and the phones have no signal. While the parents argue about directions, the three kids set off to find the lake everyone keeps talking about. Under a sky full of stars, the family finally starts talking again.",
    genres: [G.adventure, G.family, G.comedy],
    runtime: 99,
    vote_average: 7.0,
    vote_count: 215,
    release_date: '2026-04-03',
    popularity: 96.7,
    production_companies: companies(950005, 950003),
    palette: ['#0B1D3A', '#3B4F8C', '#F8D66D'],
    motif: 'camp',
  }),
];

// ---------------------------------------------------------------------------------------------
// TV shows

type EpisodeInput = Omit<DemoEpisode, 'still_path'> & { readonly noStill?: true };
type SeasonInput = Omit<DemoSeason, 'poster_path' | 'air_date' | 'episodes'> & {
  readonly noPoster?: true;
  readonly episodes: readonly EpisodeInput[];
};
type ShowInput = Omit<
  DemoShow,
  | 'poster_path'
  | 'backdrop_path'
  | 'seasons'
  | 'episode_run_time'
  | 'number_of_seasons'
  | 'number_of_episodes'
> & { readonly seasons: readonly SeasonInput[] };

/** A season the page offers in its dropdown: not the specials, and not empty. */
export const isRegularSeason = (season: Pick<DemoSeason, 'season_number' | 'episodes'>): boolean =>
  season.season_number > 0 && season.episodes.length > 0;

function show(input: ShowInput): DemoShow {
  const seasons: DemoSeason[] = input.seasons.map(({ noPoster, episodes, ...season }) => ({
    ...season,
    air_date: episodes[0]?.air_date ?? null,
    poster_path: noPoster ? null : demoImagePath('poster', season.id),
    episodes: episodes.map(({ noStill, ...episode }) => ({
      ...episode,
      still_path: noStill ? null : demoImagePath('still', episode.id),
    })),
  }));
  const regular = seasons.filter(isRegularSeason);
  const runtimeCounts = new Map<number, number>();
  for (const episode of regular.flatMap((season) => season.episodes)) {
    runtimeCounts.set(episode.runtime, (runtimeCounts.get(episode.runtime) ?? 0) + 1);
  }
  const episodeRunTime = [...runtimeCounts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([minutes]) => minutes);
  return {
    ...input,
    poster_path: demoImagePath('poster', input.id),
    backdrop_path: demoImagePath('backdrop', input.id),
    seasons,
    episode_run_time: episodeRunTime,
    number_of_seasons: regular.length,
    number_of_episodes: regular.reduce((sum, season) => sum + season.episodes.length, 0),
  };
}

export const demoShows: readonly DemoShow[] = [
  show({
    id: 920001,
    name: 'The Corner Café',
    tagline: 'Coffee, cake and a lot of opinions.',
    overview:
      'Three generations of the Bell family run a small café on the corner of Juniper Street. Grandpa Walter bakes, their mother Clara does the accounts, and the teenage twins Sam and Ruby would rather be anywhere else, until the customers start to feel like family. Every episode brings a new regular, a new problem and a new cake.',
    genres: [G.comedy, G.family],
    first_air_date: '2018-10-04',
    vote_average: 7.8,
    vote_count: 642,
    popularity: 84.3,
    production_companies: companies(950008, 950004),
    palette: ['#6B240E', '#E0642A', '#FED7AA'],
    motif: 'cup',
    seasons: [
      {
        id: 930001,
        season_number: 0,
        name: 'Specials',
        overview: 'Holiday episodes from The Corner Café.',
        episodes: [
          {
            id: 940001,
            episode_number: 1,
            name: 'The Winter Special',
            overview:
              'A snowstorm traps the Bells and six customers in the café on the longest night of the year. With the power out and the oven still warm, everyone has to share one big table, and a few secrets.',
            air_date: '2019-12-20',
            runtime: 44,
            vote_average: 8.2,
            vote_count: 88,
          },
        ],
      },
      {
        id: 930002,
        season_number: 1,
        name: 'Season 1',
        overview: 'The Bell twins start working weekends at the family café, and nothing goes to plan.',
        episodes: [
          {
            id: 940002,
            episode_number: 1,
            name: 'Grand Reopening',
            overview:
              'After a month of repairs, the café reopens with a new menu that nobody has tested. Sam is put in charge of the coffee machine, and Ruby is put in charge of Sam.',
            air_date: '2018-10-04',
            runtime: 24,
            vote_average: 7.6,
            vote_count: 54,
          },
          {
            id: 940003,
            episode_number: 2,
            name: 'The Regulars',
            overview:
              'Ruby tries to learn the name and the usual order of every regular customer in a single day, and finds out that Mrs. Dunmore has ordered the same tea for twenty years.',
            air_date: '2018-10-11',
            runtime: 24,
            vote_average: 7.4,
            vote_count: 49,
          },
          {
            id: 940004,
            episode_number: 3,
            name: 'Lost and Found',
            overview: '',
            air_date: '2018-10-18',
            runtime: 25,
            vote_average: 7.2,
            vote_count: 41,
          },
          {
            id: 940005,
            episode_number: 4,
            name: 'Rainy Day Menu',
            overview:
              'When a week of rain empties the street, Clara decides the café needs a soup of the day. Walter refuses to share his recipe, so the twins start a secret competition.',
            air_date: '2018-10-25',
            runtime: 24,
            vote_average: 7.9,
            vote_count: 58,
          },
        ],
      },
      {
        id: 930003,
        season_number: 2,
        name: 'Season 2',
        overview:
          'A new bakery opens across the street, and the Bells have to decide what makes their café special.',
        episodes: [
          {
            id: 940006,
            episode_number: 1,
            name: 'The New Neighbours',
            overview:
              'A shiny new bakery opens across the street with free samples and a queue around the block. Walter pretends not to care and spends all day watching it through the window.',
            air_date: '2019-09-12',
            runtime: 24,
            vote_average: 7.7,
            vote_count: 47,
          },
          {
            id: 940007,
            episode_number: 2,
            name: 'Job Interview',
            overview:
              'Sam has his first job interview, at the bookshop next door, and practises his answers on every customer. Ruby teaches him how to shake hands, with mixed results.',
            air_date: '2019-09-19',
            runtime: 26,
            vote_average: 7.5,
            vote_count: 42,
          },
          {
            id: 940008,
            episode_number: 3,
            name: 'Birthday Cake',
            overview:
              "It is Walter's seventieth birthday, and the family has to bake him a cake without him noticing, in his own kitchen.",
            air_date: '2019-09-26',
            runtime: 24,
            vote_average: 8.3,
            vote_count: 61,
          },
        ],
      },
      {
        id: 930004,
        season_number: 3,
        name: 'Season 3',
        overview: 'Season 3 has been announced. New episodes are coming soon.',
        noPoster: true,
        episodes: [],
      },
    ],
  }),
  show({
    id: 920002,
    name: 'The Lighthouse Club',
    tagline: 'Small town. Big questions.',
    overview:
      'Every summer, three friends meet in the old lighthouse at the end of Gull Bay. This year they find a logbook full of unsolved puzzles, and each one leads to a new mystery in town: a missing parrot, a map in a bottle, a ghost in the ferry office. Nobody else seems to notice, so the Lighthouse Club takes the case.',
    genres: [G.mystery, G.family, G.kids, G.actionAdventure],
    first_air_date: '2020-04-15',
    vote_average: 8.0,
    vote_count: 511,
    popularity: 71.6,
    production_companies: companies(950002, 950008),
    palette: ['#0F3B57', '#2A9D8F', '#F4A261'],
    motif: 'lighthouse',
    seasons: [
      {
        id: 930005,
        season_number: 0,
        name: 'Specials',
        overview: 'Holiday adventures of the Lighthouse Club.',
        episodes: [
          {
            id: 940009,
            episode_number: 1,
            name: 'The Halloween Lantern',
            overview:
              'On Halloween night the lighthouse lamp switches on all by itself. The club stays up late with torches, snacks and a very nervous dog to find out why.',
            air_date: '2021-10-29',
            runtime: 30,
            vote_average: 7.8,
            vote_count: 36,
          },
          {
            id: 940010,
            episode_number: 2,
            name: 'Winter Postcards',
            overview:
              'The friends help the post office deliver holiday postcards across a snowy Gull Bay, and one postcard has no address at all.',
            air_date: '2021-12-17',
            runtime: 22,
            vote_average: 7.3,
            vote_count: 21,
          },
        ],
      },
      {
        id: 930006,
        season_number: 1,
        name: 'Season 1',
        overview: 'Three friends discover an old logbook and solve their first mysteries.',
        episodes: [
          {
            id: 940011,
            episode_number: 1,
            name: 'The Logbook',
            overview:
              'Ana, Felix and June sneak into the lighthouse on the first day of summer and find a logbook hidden under the stairs. Its first page asks a question nobody in Gull Bay can answer.',
            air_date: '2020-04-15',
            runtime: 28,
            vote_average: 7.9,
            vote_count: 44,
          },
          {
            id: 940012,
            episode_number: 2,
            name: 'The Missing Parrot',
            overview:
              "Captain Lou's parrot, Biscuit, has flown away, and Lou says it can speak three languages. The club follows the clues, and the bird's words, across town.",
            air_date: '2020-04-22',
            runtime: 27,
            vote_average: 8.1,
            vote_count: 46,
            noStill: true,
          },
          {
            id: 940013,
            episode_number: 3,
            name: 'Message in a Bottle',
            overview:
              'A bottle washes up on the beach with half a map inside. June is sure it leads to treasure and Felix is sure it is a joke. Both of them are a little bit right.',
            air_date: '2020-04-29',
            runtime: 28,
            vote_average: 8.0,
            vote_count: 43,
          },
        ],
      },
      {
        id: 930007,
        season_number: 2,
        name: 'Season 2',
        overview:
          'Strange things happen around the harbour, and the last pages of the logbook start to make sense.',
        episodes: [
          {
            id: 940014,
            episode_number: 1,
            name: 'The Ferry Ghost',
            overview:
              'Strange noises come from the ferry office every night at nine. The club plans a stakeout with walkie-talkies and a secret code, and the plan goes wrong in every possible way.',
            air_date: '2021-05-05',
            runtime: 28,
            vote_average: 8.2,
            vote_count: 39,
          },
          {
            id: 940015,
            episode_number: 2,
            name: 'The Last Page',
            overview:
              'The club finally reads the last page of the logbook and learns who wrote it. The answer was in the lighthouse the whole time.',
            air_date: '2021-05-12',
            runtime: 29,
            vote_average: 8.6,
            vote_count: 41,
          },
        ],
      },
      {
        id: 930008,
        season_number: 3,
        name: 'Season 3',
        overview: 'Season 3 has been announced. New episodes are coming soon.',
        noPoster: true,
        episodes: [],
      },
    ],
  }),
];

// ---------------------------------------------------------------------------------------------
// Lists and look-ups

const byPopularity = (a: { popularity: number; id: number }, b: { popularity: number; id: number }) =>
  b.popularity - a.popularity || a.id - b.id;

/** The popular list: every movie, most popular first. */
export const demoPopularMovies = (): DemoMovie[] => [...demoMovies].sort(byPopularity);

/** The top-rated list: every movie by vote average, then by vote count. */
export const demoTopRatedMovies = (): DemoMovie[] =>
  [...demoMovies].sort(
    (a, b) => b.vote_average - a.vote_average || b.vote_count - a.vote_count || a.id - b.id,
  );

/** The popular TV list: every show, most popular first. */
export const demoPopularShows = (): DemoShow[] => [...demoShows].sort(byPopularity);

export const findDemoMovie = (id: number): DemoMovie | undefined => demoMovies.find((item) => item.id === id);
export const findDemoShow = (id: number): DemoShow | undefined => demoShows.find((item) => item.id === id);
export const findDemoCompany = (id: number): DemoCompany | undefined =>
  demoCompanies.find((item) => item.id === id);
