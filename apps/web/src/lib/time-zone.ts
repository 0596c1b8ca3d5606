/*
 * The learner's time zone, in which days count (streaks, cards due today). Working it out in the
 * browser (Intl) loads the browser's locale data the first time, a long task on a phone, so a page
 * does not do it as it starts: the server gives the zone it rendered the page in (this browser's,
 * kept in a cookie), and the browser works out its own later, when idle or when it first needs it.
 */

let givenTimeZone: () => string | undefined = () => undefined;
let ownTimeZone: string | undefined;

/**
 * Where the zone comes from until this browser has worked out its own: the page the server
 * rendered, or on the server the request's cookie.
 */
export function setGivenTimeZone(source: () => string | undefined): void {
  givenTimeZone = source;
}

/** The zone to count days in: the one worked out here, else the one given, else worked out now. */
export function learnerTimeZone(): string {
  return ownTimeZone ?? givenTimeZone() ?? browserTimeZone();
}

/** This browser's IANA time zone ('Europe/Copenhagen'), or UTC when it cannot say. Read once. */
export function browserTimeZone(): string {
  ownTimeZone ??= readTimeZone();
  return ownTimeZone;
}

function readTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
