import { timeZoneCookie } from '@cinevocab/core';
import { browserTimeZone } from './time-zone';

const year = 365 * 24 * 60 * 60;

/**
 * Keeps this browser's time zone in a cookie, so that a page the server renders counts days in the
 * learner's time, as the browser's own calls do. Written when it is missing or out of date.
 */
export function rememberTimeZone(): void {
  const zone = browserTimeZone();
  if (cookieValue() === zone) return;
  document.cookie = `${timeZoneCookie}=${encodeURIComponent(zone)}; path=/; max-age=${year}; samesite=lax`;
}

/**
 * rememberTimeZone, once the page has long settled and the browser is idle: working the zone out
 * is a long task on a phone the first time, which the start of a page must not pay.
 */
export function rememberTimeZoneLater(): void {
  const delayMs = 10_000;
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => rememberTimeZone());
    else rememberTimeZone();
  }, delayMs);
}

function cookieValue(): string | undefined {
  const prefix = `${timeZoneCookie}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  try {
    return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
  } catch {
    return undefined;
  }
}
