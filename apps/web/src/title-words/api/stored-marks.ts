import { type SavedWordInput, SavedWordSchema } from '@cinevocab/core';

/**
 * The marks a previous page left waiting that the server's contract would take; the others are
 * dropped (progress-sync.ts fetches this module only when some were left).
 */
export function checkStoredMarks(records: readonly unknown[]): SavedWordInput[] {
  return records.filter((record): record is SavedWordInput => SavedWordSchema.safeParse(record).success);
}
