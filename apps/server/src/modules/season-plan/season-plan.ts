import {
  type SeasonPlan,
  type SeasonPlanEpisode,
  SeasonPlanLimits,
  type SeasonPlanWord,
  type VocabularyWord,
} from '@cinevocab/core';

/** An episode of the season in order, with its vocabulary, or null when it has none yet. */
export interface PlannedEpisode {
  id: number;
  episodeNumber: number;
  name: string;
  vocabulary: readonly VocabularyWord[] | null;
}

/**
 * The plan of a season for a learner who knows `known` (tokens marked known): each episode's new
 * words, the season's vocabulary counted once, and the first analysed episode's new words ranked
 * by how many later episodes use them again (then by how often the season uses them, then the
 * commonest in the language), so that learning them first pays off across the season.
 */
export function planSeason(
  season: { tvId: number; seasonNumber: number },
  episodes: readonly PlannedEpisode[],
  known: ReadonlySet<string>,
): SeasonPlan {
  const seasonWords = new Map<string, { word: VocabularyWord; count: number; episodes: number[] }>();
  const analysed = episodes.filter((episode) => episode.vocabulary !== null);
  const planned: SeasonPlanEpisode[] = episodes.map((episode) => {
    const vocabulary = episode.vocabulary ?? [];
    for (const word of vocabulary) {
      const seen = seasonWords.get(word.token);
      if (seen) {
        seen.count += word.count;
        seen.episodes.push(episode.id);
      } else {
        seasonWords.set(word.token, { word, count: word.count, episodes: [episode.id] });
      }
    }
    return {
      id: episode.id,
      episode_number: episode.episodeNumber,
      name: episode.name,
      analysed: episode.vocabulary !== null,
      words: vocabulary.length,
      new_words: vocabulary.filter((word) => !known.has(word.token)).length,
    };
  });

  const first = analysed[0];
  let firstEpisode: SeasonPlan['first_episode'] = null;
  if (first?.vocabulary) {
    const words: SeasonPlanWord[] = [];
    for (const word of first.vocabulary) {
      if (known.has(word.token)) continue;
      const inSeason = seasonWords.get(word.token);
      const later = (inSeason?.episodes.length ?? 1) - 1;
      if (later < 1) continue;
      words.push({
        token: word.token,
        name: word.name,
        diff: word.diff,
        later_episodes: later,
        count: inSeason?.count ?? word.count,
      });
    }
    const frequency = new Map(first.vocabulary.map((word) => [word.token, word.frequency]));
    words.sort(
      (a, b) =>
        b.later_episodes - a.later_episodes ||
        b.count - a.count ||
        (frequency.get(b.token) ?? 0) - (frequency.get(a.token) ?? 0) ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    );
    firstEpisode = {
      id: first.id,
      episode_number: first.episodeNumber,
      words: words.slice(0, SeasonPlanLimits.firstEpisodeWords),
    };
  }

  let newWords = 0;
  for (const token of seasonWords.keys()) if (!known.has(token)) newWords += 1;
  return {
    tv_id: season.tvId,
    season_number: season.seasonNumber,
    episodes: planned,
    season: { words: seasonWords.size, new_words: newWords, analysed_episodes: analysed.length },
    first_episode: firstEpisode,
  };
}
