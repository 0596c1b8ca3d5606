import { z } from 'zod/mini';
import { Limits } from './limits.js';
import { Messages } from './messages.js';

/**
 * Rules every request contract's fields are built on, so that hostile input is refused
 * with a 400 by the contract instead of failing in the database: PostgreSQL's `text` cannot hold
 * NUL, a lone UTF-16 surrogate has no UTF-8 form (drivers silently turn it into U+FFFD), and an
 * `integer` column ends at 2^31 − 1.
 */

// Without the `u` flag the pattern sees UTF-16 code units, so it can find a surrogate with no partner.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether the database can store this text as it is. */
export const isStorableText = (text: string): boolean =>
  !text.includes('\u0000') && !loneSurrogate.test(text);

/** A string the database can store: the base of every text field of a request contract. */
export const StorableTextSchema = z
  .string()
  .check(z.refine(isStorableText, { message: Messages.textNotStorable }));

/** A whole number that fits an `integer` column: the base of every number a contract stores or looks up. */
export const DatabaseIntSchema = z
  .number()
  .check(z.int(), z.minimum(-Limits.databaseIntMax - 1), z.maximum(Limits.databaseIntMax));

/** The same, read from a query string or a form field ('12'). NaN and Infinity are refused. */
export const CoercedDatabaseIntSchema = z.coerce
  .number()
  .check(z.int(), z.minimum(-Limits.databaseIntMax - 1), z.maximum(Limits.databaseIntMax));
