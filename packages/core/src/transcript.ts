import { z } from 'zod/mini';
import { CoercedDatabaseIntSchema } from './input.js';
import { StudyLanguageCodeSchema } from './language-schemas.js';
import { EpisodePlaceFields, episodePlaceRequired, namesEpisodePlace } from './words.js';

/**
 * GET /api/words/transcript: a movie's or an episode's lines in order, each with the title's words
 * it holds, for the page that reads and watches the title. A season is many files: it has none.
 */
export const TranscriptQuerySchema = z
  .object({
    tmdb_id: CoercedDatabaseIntSchema.check(z.positive()),
    media_type: z._default(z.enum(['movie', 'episode']), 'movie'),
    language: StudyLanguageCodeSchema,
    ...EpisodePlaceFields,
  })
  .check(z.refine((query) => query.media_type === 'movie' || namesEpisodePlace(query), episodePlaceRequired));
export type TranscriptQuery = z.infer<typeof TranscriptQuerySchema>;

/**
 * One line of the transcript, a tuple to keep a two-hour film small on the wire:
 * `[start, end, text, words]`. Times are seconds from the title's start. `words` holds three
 * numbers per word of the title's vocabulary in the line, flat: where it starts in `text` (UTF-16
 * offset), its length, and its index in `Transcript.words`. Names, numbers and function words are
 * not listed: they are the line's plain text.
 */
export type TranscriptLine = [start: number, end: number, text: string, words: number[]];

/**
 * Checked by hand rather than with zod's tuple: the tuple's code would join the contracts every
 * first page loads, for one page that uses it.
 */
function isTranscriptLine(value: unknown): value is TranscriptLine {
  if (!Array.isArray(value) || value.length !== 4) return false;
  const [start, end, text, words] = value as unknown[];
  return (
    isTime(start) &&
    isTime(end) &&
    typeof text === 'string' &&
    Array.isArray(words) &&
    words.every((number) => Number.isInteger(number) && (number as number) >= 0)
  );
}

const isTime = (value: unknown): boolean => typeof value === 'number' && Number.isFinite(value) && value >= 0;

export const TranscriptLineSchema = z.custom<TranscriptLine>(isTranscriptLine, {
  message: 'a transcript line is [start, end, text, words]',
});

export const TranscriptSchema = z.object({
  /** The lexicon version the lines were analysed with: the same as the title's vocabulary's. */
  lexicon_version: z.string(),
  /** The words the lines point to, by index: each one's token ("es:decir"), in the vocabulary's order. */
  words: z.array(z.string()),
  /** In order: a line's index is its sentence's order (the orders words and translations name). */
  lines: z.array(TranscriptLineSchema),
});
export type Transcript = z.infer<typeof TranscriptSchema>;

/** How many numbers each word of a line takes in `TranscriptLine[3]`. */
export const transcriptWordStride = 3;
