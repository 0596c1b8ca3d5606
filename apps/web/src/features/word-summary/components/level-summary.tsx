import { LevelColors, LevelNames, Levels, type WordSummary, WordMessages } from '@cinevocab/core';
import { Anchor, Progress } from '@mantine/core';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { levelPath, type WordTitle } from '@/title-words';
import classes from './level-summary.module.css';

/** Each level's words and share of the total, rounded to a whole percent. */
function levelShares(summary: WordSummary) {
  const total = Levels.reduce((sum, level) => sum + summary[level], 0);
  const levels = Levels.map((level) => ({
    level,
    count: summary[level],
    percent: total === 0 ? 0 : Math.round((summary[level] / total) * 100),
  }));
  return { total, levels };
}

export interface LevelSummaryProps {
  title: WordTitle;
  summary: WordSummary;
}

/**
 * The level summary: every level from Very Easy to Expert with its words, its share
 * and a bar of that share, each leading to the title's words at that level; then the total.
 */
export function LevelSummary({ title, summary }: LevelSummaryProps) {
  const { total, levels } = levelShares(summary);
  return (
    <>
      <ul className={classes.levels} aria-label={WordMessages.levelsLabel}>
        {levels.map(({ level, count, percent }) => {
          const color = LevelColors[level];
          return (
            <li
              key={level}
              className={classes.level}
              style={{ '--level-color': `var(--mantine-color-${color}-6)` } as CSSProperties}
            >
              <div className={classes.line}>
                <span className={classes.dot} aria-hidden />
                <Anchor component={Link} to={levelPath(title, level)} className={classes.link}>
                  {LevelNames[level]}
                </Anchor>
                <span className={classes.count}>{WordMessages.wordCount(count)}</span>
                <span className={classes.percent}>{percent}%</span>
              </div>
              <Progress.Root size="sm" radius="xl">
                <Progress.Section value={percent} color={color} aria-label={LevelNames[level]} />
              </Progress.Root>
            </li>
          );
        })}
      </ul>
      <p className={classes.total}>
        <span>{WordMessages.total}</span>
        <span>{WordMessages.wordCount(total)}</span>
      </p>
    </>
  );
}
