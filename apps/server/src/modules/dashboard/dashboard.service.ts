import {
  type AchievementId,
  type Dashboard,
  type DashboardQuery,
  FlashCardLimits,
  localDate,
  streakOf,
} from '@cinevocab/core';
import type { Clock } from '../../clock.js';
import type { ActivityRepository } from '../activity/index.js';
import type { FlashCardRepository } from '../flash-cards/index.js';
import type { ProgressService } from '../progress/index.js';

export interface DashboardServiceDependencies {
  progress: Pick<ProgressService, 'myTitles' | 'wordCounts'>;
  activity: Pick<ActivityRepository, 'activeDays' | 'hasAny'>;
  cards: Pick<FlashCardRepository, 'counts'>;
  clock: Clock;
}

/** Titles on the dashboard's 'Your Content'. */
export const yourContentTitles = 4;

/** The achievements' goals: each is earned when its progress reaches its goal. */
export const achievementGoals: Record<AchievementId, number> = {
  'first-ten-known': 10,
  'hundred-known': 100,
  'seven-day-streak': 7,
  'first-title-at-95': 95,
  'ten-flash-cards': 10,
  'first-training': 1,
};

/** The `count` local dates ending with `today`, oldest first. */
export function lastDays(today: string, count: number): string[] {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(year, month - 1, day - (count - 1 - index))).toISOString().slice(0, 10),
  );
}

/**
 * The My Words dashboard: the learner's words in the pair, their day
 * streak and 12-week activity in their time zone, achievements, the titles they study, and
 * their flash cards. Everything from what they did; nothing made up.
 */
export function createDashboardService({ progress, activity, cards, clock }: DashboardServiceDependencies) {
  return {
    async dashboard(userId: string, query: DashboardQuery): Promise<Dashboard> {
      const now = clock();
      const zone = query.time_zone;
      const [words, titles, days, hasTrained, cardCounts] = await Promise.all([
        progress.wordCounts(userId, query),
        progress.myTitles(userId, query),
        activity.activeDays(userId, zone),
        activity.hasAny(userId, 'training'),
        cards.counts(userId, now, zone),
      ]);

      const today = localDate(now, zone);
      const countsByDay = new Map(days.map((day) => [day.date, day.count]));
      const dayStreak = streakOf(new Set(days.filter((day) => day.count > 0).map((day) => day.date)), today);
      const bestCoverage = Math.max(0, ...titles.map((title) => title.coverage.percent));

      // The streak achievement follows the current streak: earned while it lasts (kept simple).
      const progressOf: Record<AchievementId, number> = {
        'first-ten-known': words.known,
        'hundred-known': words.known,
        'seven-day-streak': dayStreak,
        'first-title-at-95': bestCoverage,
        'ten-flash-cards': cardCounts.total,
        'first-training': hasTrained ? 1 : 0,
      };
      const achievements = (Object.keys(achievementGoals) as AchievementId[]).map((id) => {
        const goal = achievementGoals[id];
        return { id, earned: progressOf[id] >= goal, progress: Math.min(progressOf[id], goal), goal };
      });

      return {
        total_words: words.total,
        words_learned: words.known,
        day_streak: dayStreak,
        achievements,
        // My Movies lists the most lately studied first; titles only in the library have no study yet.
        your_content: titles.filter((title) => title.studied_at !== null).slice(0, yourContentTitles),
        activity: lastDays(today, FlashCardLimits.activityDays).map((date) => ({
          date,
          count: countsByDay.get(date) ?? 0,
        })),
        flash_cards: { total: cardCounts.total, due_today: cardCounts.dueToday },
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
