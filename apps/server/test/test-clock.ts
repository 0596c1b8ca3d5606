import type { Clock } from '../src/clock.js';

export interface TestClock {
  /** The clock the server reads. */
  readonly now: Clock;
  /** Stops the clock at an instant (ISO, or a Date). */
  set(instant: string | Date): void;
  advance(milliseconds: number): void;
}

/** A stopped clock the test moves: schedules and local days are then checked at known instants. */
export function testClock(start: string | Date = '2030-03-10T12:00:00Z'): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = new Date(instant);
    },
    advance: (milliseconds) => {
      current = new Date(current.getTime() + milliseconds);
    },
  };
}

export const minute = 60_000;
export const hour = 60 * minute;
export const day = 24 * hour;
