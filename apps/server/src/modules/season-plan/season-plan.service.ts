import { type SeasonPlan, type SeasonPlanQuery, WordStatusCodes } from '@cinevocab/core';
import type { ProgressRepository } from '../progress/index.js';
import type { WordService } from '../words/index.js';
import { planSeason } from './season-plan.js';

export interface SeasonPlanServiceDependencies {
  words: WordService;
  progress: ProgressRepository;
}

export function createSeasonPlanService({ words, progress }: SeasonPlanServiceDependencies) {
  return {
    /** GET /api/series/season-plan: the season's episodes and words, against what the learner knows. */
    async plan(userId: string, query: SeasonPlanQuery): Promise<SeasonPlan> {
      const season = { tvId: query.tv_id, seasonNumber: query.season_number };
      const episodes = await words.seasonEpisodes(season, query.learning_lang, false);
      const tokens = new Set<string>();
      for (const { words: episodeWords } of episodes) {
        for (const word of episodeWords?.vocabulary ?? []) tokens.add(word.token);
      }
      const states = await progress.statesOf(
        userId,
        { learningLanguage: query.learning_lang, nativeLanguage: query.translated_lang },
        [...tokens],
      );
      const known = new Set<string>();
      for (const [token, state] of states) if (state.status === WordStatusCodes.known) known.add(token);
      return planSeason(
        season,
        episodes.map(({ episode, words: episodeWords }) => ({
          id: episode.id,
          episodeNumber: episode.episode_number,
          name: episode.name,
          vocabulary: episodeWords?.vocabulary ?? null,
        })),
        known,
      );
    },
  };
}
export type SeasonPlanService = ReturnType<typeof createSeasonPlanService>;
