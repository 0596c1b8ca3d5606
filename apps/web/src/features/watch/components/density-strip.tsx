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
 * will be hard, at a glance. A bar with new words takes the learner to its first such line.
 */
export function DensityStrip({ buckets, onJump }: DensityStripProps) {
  const most = Math.max(1, ...buckets.map((bucket) => bucket.count));
  return (
    <nav aria-label={WatchMessages.densityStrip} className={classes.strip}>
      {buckets.map((bucket) => {
        const height = `${Math.max(8, Math.round((bucket.count / most) * 100))}%`;
        const { firstLine } = bucket;
        if (firstLine === null) {
          return <span key={bucket.start} className={classes.bar} data-empty style={{ height }} />;
        }
        return (
          <button
            key={bucket.start}
            type="button"
            className={classes.bar}
            style={{ height }}
            aria-label={WatchMessages.densityJump(formatTime(bucket.start), bucket.count)}
            title={WatchMessages.densityJump(formatTime(bucket.start), bucket.count)}
            onClick={() => onJump(firstLine)}
          />
        );
      })}
    </nav>
  );
}
