import { CatalogMessages } from '@cinevocab/core';

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An ISO date ('2010-07-16') as 'July 16, 2010'; 'Unknown' when missing or unreadable. */
export function formatDate(date: string | null | undefined): string {
  const match = isoDate.exec(date ?? '');
  if (!match) return CatalogMessages.unknown;
  // Read as UTC: a calendar date must not move a day in a time zone west of Greenwich.
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const value = new Date(Date.UTC(year, month, day));
  // A date that does not exist ('2010-13-45') would roll over into another one.
  if (value.getUTCMonth() !== month || value.getUTCDate() !== day) return CatalogMessages.unknown;
  // Written out rather than by Intl: the first date Intl formats on a page loads the browser's
  // locale data, a task of 40 ms on this machine (far more on a phone) in the render of every
  // title page.
  return CatalogMessages.calendarDate(year, month, day);
}

/** The year of an ISO date, or null. */
export function yearOf(date: string | null | undefined): string | null {
  return /^(\d{4})/.exec(date ?? '')?.[1] ?? null;
}

/** The average vote with one decimal. */
export function formatVote(average: number): string {
  return average.toFixed(1);
}
