import { DashboardMessages } from '@cinevocab/core';
import { Tooltip } from '@mantine/core';
import classes from './dashboard.module.css';

/** How dark a day's square is: none, then four steps by the day's activity. */
export function intensityOf(count: number, busiest: number): 0 | 1 | 2 | 3 | 4 {
  if (count <= 0 || busiest <= 0) return 0;
  return Math.min(4, Math.max(1, Math.ceil((count / busiest) * 4))) as 1 | 2 | 3 | 4;
}

/**
 * The last 12 weeks, a column a week and a row a weekday (oldest first), each day as dark as it
 * was busy; each square says its date and count.
 */
export function ActivityGrid({ days }: { days: readonly { date: string; count: number }[] }) {
  const busiest = Math.max(0, ...days.map((day) => day.count));
  return (
    <div className={classes.grid} role="img" aria-label={DashboardMessages.activity}>
      {days.map((day) => (
        <Tooltip key={day.date} label={DashboardMessages.activityDay(day.date, day.count)} openDelay={150}>
          <span
            className={classes.day}
            data-level={intensityOf(day.count, busiest)}
            title={DashboardMessages.activityDay(day.date, day.count)}
          />
        </Tooltip>
      ))}
    </div>
  );
}
