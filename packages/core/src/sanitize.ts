import { Limits } from './limits.js';

/**
 * General text clean-up applied before validation: trim, remove angle brackets, and
 * cut to 1000 characters.
 */
export function sanitizeText(input: string): string {
  return input.trim().replace(/[<>]/g, '').slice(0, Limits.sanitizedTextMaxLength);
}

/**
 * Search-term clean-up: also drops quotes, and cuts to the search limit. Trimmed
 * again after the removals, so that `" <> "` is the empty search it looks like, not two spaces.
 */
export function sanitizeSearch(input: string): string {
  return input
    .trim()
    .replace(/[<>'"]/g, '')
    .trim()
    .slice(0, Limits.searchMaxLength)
    .trimEnd();
}

/**
 * A user's name (ours): trimmed, without angle brackets, cut to 100 characters; the same
 * for sign-up and for a later update-user, so neither stores what the other would refuse.
 */
export function sanitizeName(input: string): string {
  return input.trim().replace(/[<>]/g, '').trim().slice(0, Limits.userNameMaxLength);
}
