import { WatchMessages } from '@cinevocab/core';
import { formatTime } from '@/title-words';
import type { DensityBucket } from '../transcript-model';
import classes from './watch.module.css';

export interface DensityStripProps {
  buckets: readonly DensityBucket[];
  onJump: (line: number) => void;
}

/**
 * The running time as a row of bars, each as tall as its stretch has new words: where the title
 * will be hard, at a glance. One slider lies over the bars (the bars alone would be targets too
 * small for a finger): a tap, a drag or the arrow keys pick a stretch, and the lines go to its
 * first new word.
 */
export function DensityStrip({ buckets, onJump }: DensityStripProps) {
  const most = Math.max(1, ...buckets.map((bucket) => bucket.count));
  const describe = (index: number) => {
    const bucket = buckets[index];
    return bucket ? WatchMessages.densityJump(formatTime(bucket.start), bucket.count) : '';
  };
  const jump = (index: number) => {
    // A stretch without new words goes to the next one that has some.
    const found = buckets.slice(index).find((bucket) => bucket.firstLine !== null);
    if (found?.firstLine != null) onJump(found.firstLine);
  };
  return (
    <div className={classes.strip}>
      {buckets.map((bucket) => (
        <span
          key={bucket.start}
          className={classes.bar}
          data-empty={bucket.count === 0 || undefined}
          style={{ height: `${Math.max(8, Math.round((bucket.count / most) * 100))}%` }}
        />
      ))}
      <input
        type="range"
        className={classes.stripSlider}
        min={0}
        max={Math.max(0, buckets.length - 1)}
        step={1}
        defaultValue={0}
        aria-label={WatchMessages.densityStrip}
        onChange={(event) => {
          const index = Number(event.currentTarget.value);
          event.currentTarget.setAttribute('aria-valuetext', describe(index));
          jump(index);
        }}
      />
    </div>
  );
}
