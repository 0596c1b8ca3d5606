import type { Level } from './words.js';

/**
 * The colours of levels and of coverage figures. Without zod, like every module of facts a first
 * page needs: the title cards' badges use them on Home.
 */

/** Mantine colour names, one per level, used everywhere a level is shown. */
export const LevelColors: Readonly<Record<Level, string>> = {
  1: 'teal',
  2: 'green',
  3: 'yellow',
  4: 'orange',
  5: 'red',
  6: 'grape',
};

/** A level's colour, like levelName. */
export const levelColor = (level: Level): string => LevelColors[level] ?? LevelColors[6] ?? 'gray';

/**
 * The colour of a coverage figure, from the level palette: at 95 % a title reads like the easiest
 * level's words, and each step down reads like a harder level.
 */
export function coverageColor(percent: number): string {
  if (percent >= 95) return levelColor(1);
  if (percent >= 90) return levelColor(2);
  if (percent >= 80) return levelColor(3);
  if (percent >= 70) return levelColor(4);
  return levelColor(5);
}
