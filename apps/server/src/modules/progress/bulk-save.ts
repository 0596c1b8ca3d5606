import { ProgressLimits, type SavedWord, SavedWordSchema, StudyMessages } from '@cinevocab/core';
import { z } from 'zod';
import type { KeptWord, NamedTitle, SavePlan, WordKey, WordTitle } from './progress.repository.js';

/**
 * The body of POST /api/data/user/words/bulk, the route's schema. One bad record refuses the whole
 * save, with one message naming the first one (its place in the list and its token) and what is
 * wrong with it: a save of 5,000 words is not answered with 5,000 problems.
 */
export const SavedWordsBodySchema = z.array(z.unknown()).transform((records, context): SavedWord[] => {
  const refuse = (message: string) => {
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (records.length === 0) return refuse(StudyMessages.bulkEmpty);
  if (records.length > ProgressLimits.bulkMaxRecords) {
    return refuse(StudyMessages.bulkTooMany(ProgressLimits.bulkMaxRecords));
  }
  const words: SavedWord[] = [];
  for (const [index, record] of records.entries()) {
    const parsed = SavedWordSchema.safeParse(record);
    if (!parsed.success) {
      const token = (record as { token?: unknown } | null)?.token;
      return refuse(
        StudyMessages.bulkBadRecord(
          index,
          typeof token === 'string' ? token : null,
          problemOf(parsed.error.issues[0]),
        ),
      );
    }
    words.push(parsed.data);
  }
  return words;
});

/** The first problem of a record, short: `status: Invalid option: expected one of 0|1|2`. */
function problemOf(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'Invalid input';
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}

const wordKeyOf = (record: SavedWord): string =>
  `${record.learning_lang}\u0000${record.translated_lang}\u0000${record.token}`;

interface WordFold {
  last: SavedWord;
  /** Saved as 0 somewhere in the list: the stored word goes before the last record is written. */
  forgotten: boolean;
  /** Marked to learn since it was last forgotten or learnt. */
  toLearnSeen: boolean;
  /** Went from to-learn to known within this save. */
  learnedNow: boolean;
}

/**
 * What a save changes, as if its records were stored one after another: a token's last record
 * decides its status, a title's link follows the last record naming it there, and a word marked
 * to learn then known in the same save is learnt now.
 */
export function planSave(records: readonly SavedWord[]): SavePlan & { words: number } {
  const words = new Map<string, WordFold>();
  const links = new Map<string, { link: WordTitle; kept: boolean }>();
  const titles = new Map<string, NamedTitle>();

  for (const record of records) {
    const key = wordKeyOf(record);
    const fold = words.get(key) ?? { last: record, forgotten: false, toLearnSeen: false, learnedNow: false };
    fold.last = record;
    if (record.status === 0) {
      Object.assign(fold, { forgotten: true, toLearnSeen: false, learnedNow: false });
    } else if (record.status === 2) {
      Object.assign(fold, { toLearnSeen: true, learnedNow: false });
    } else if (fold.toLearnSeen) {
      Object.assign(fold, { toLearnSeen: false, learnedNow: true });
    }
    words.set(key, fold);

    // A place belongs to one episode: it is taken only from a record that names one title.
    const place =
      record.media_type === 'episode' &&
      record.movies.length === 1 &&
      record.tv_id !== undefined &&
      record.season_number !== undefined &&
      record.episode_number !== undefined
        ? { tvId: record.tv_id, seasonNumber: record.season_number, episodeNumber: record.episode_number }
        : null;
    for (const contentId of new Set(record.movies)) {
      const titleKey = `${record.media_type}:${contentId}`;
      const known = titles.get(titleKey);
      if (!known) titles.set(titleKey, { mediaType: record.media_type, contentId, place });
      else if (!known.place && place) known.place = place;
      links.set(`${key}\u0000${titleKey}`, {
        link: {
          learningLanguage: record.learning_lang,
          nativeLanguage: record.translated_lang,
          token: record.token,
          mediaType: record.media_type,
          contentId,
        },
        kept: record.status !== 0,
      });
    }
  }

  const forget: WordKey[] = [];
  const keep: KeptWord[] = [];
  for (const { last, forgotten, learnedNow } of words.values()) {
    const key = {
      learningLanguage: last.learning_lang,
      nativeLanguage: last.translated_lang,
      token: last.token,
    };
    if (forgotten || last.status === 0) forget.push(key);
    if (last.status === 0) continue;
    keep.push({
      learningLanguage: key.learningLanguage,
      nativeLanguage: key.nativeLanguage,
      token: key.token,
      word: last.word,
      translation: last.translation,
      status: last.status,
      level: last.difficulty,
      notes: last.notes,
      aiTranslation: last.ai_translation,
      learnedNow,
    });
  }
  const linkList = [...links.values()];
  // Rows in key order: two saves of one learner running at once lock them in the same order.
  return sortedPlan({
    forget,
    keep,
    unlink: linkList.filter((entry) => !entry.kept).map((entry) => entry.link),
    link: linkList.filter((entry) => entry.kept).map((entry) => entry.link),
    titles: [...titles.values()],
    words: words.size,
  });
}

function sortedPlan<Plan extends SavePlan>(plan: Plan): Plan {
  const byWord = (a: WordKey, b: WordKey) =>
    compare(a.learningLanguage, b.learningLanguage) ||
    compare(a.nativeLanguage, b.nativeLanguage) ||
    compare(a.token, b.token);
  const byTitle = (a: NamedTitle | WordTitle, b: NamedTitle | WordTitle) =>
    compare(a.mediaType, b.mediaType) || a.contentId - b.contentId;
  plan.forget.sort(byWord);
  plan.keep.sort(byWord);
  plan.unlink.sort((a, b) => byWord(a, b) || byTitle(a, b));
  plan.link.sort((a, b) => byWord(a, b) || byTitle(a, b));
  plan.titles.sort(byTitle);
  return plan;
}

/** Code-unit order, the same on every machine (not the locale's). */
const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
