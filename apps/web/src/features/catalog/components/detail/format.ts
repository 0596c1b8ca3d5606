import { CatalogMessages } from '@cinevocab/core';

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An ISO date ('2010-07-16') as 'July 16, 2010'; 'Unknown' when missing or unreadable. */
export function formatDate(date: string | null | undefined): string {
  const match = isoDate.exec(date ?? '');
  if (!match) return CatalogMessages.unknown;
  // Read as UTC: a calendar date must not move a day in a time zone west of Greenwich.
  const value = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(value.getTime())) return CatalogMessages.unknown;
  return value.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The year of an ISO date, or null. */
export function yearOf(date: string | null | undefined): string | null {
  return /^(\d{4})/.exec(date ?? '')?.[1] ?? null;
}

/** The average vote with one decimal. */
export function formatVote(average: number): string {
  return average.toFixed(1);
}
