import { timeZoneCookie } from '@cinevocab/core';
import { browserTimeZone } from './api-client';

/**
 * Keeps this browser's time zone in a cookie, so that a page the server renders counts days
 * (streaks, cards due today) in the learner's time, as the browser's own calls do with their
 * `x-time-zone` header.
 */
export function rememberTimeZone(): void {
  const year = 365 * 24 * 60 * 60;
  document.cookie = `${timeZoneCookie}=${encodeURIComponent(browserTimeZone())}; path=/; max-age=${year}; samesite=lax`;
}
