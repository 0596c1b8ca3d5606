import {
  type Level,
  Levels,
  type TitleSentence,
  type VocabularyWord,
  type WordStatus,
} from '@cinevocab/core';
import { countsByLevel, TitleWordRules } from '@/title-words';

/**
 * The study pages' choices as plain functions: which words each page shows, in which
 * order, and what a starred or saved word's flash card holds. The statuses themselves live with
 * the learner's progress; these functions are told them.
 */
export const StudyRules = {
  /** Vocabulary Review: words per review, and the 'Need to Learn' answers that end it. */
  reviewWords: 20,
  reviewLearningTarget: 10,
  /** The loading pause before a new review. */
  reviewLoadingMs: 500,
  /** Answers recorded as one piece of study activity. */
  activityBatch: 10,
  /** The title's lines shown with a word on a card. */
  sentencesOnCard: 2,
  /** Context Learning: words per page, and lines shown per word. */
  contextPageSize: 12,
  sentencesInContext: 3,
} as const;

export type StatusOf = (token: string) => WordStatus;

/** The known words of the title at each level. */
export function knownByLevel(words: readonly VocabularyWord[], statusOf: StatusOf): Record<Level, number> {
  return countsByLevel(words.filter((word) => statusOf(word.token) === 'known'));
}

/** The words said most often in the title first; then the more common in dialogue; then by name. */
export function byUse(a: VocabularyWord, b: VocabularyWord): number {
  return b.count - a.count || b.frequency - a.frequency || a.name.localeCompare(b.name);
}

/**
 * Study Words' cards of each level: the level's words the learner does not know yet, the ones the
 * title says most first. A level whose words are all known is studied whole, as a review, so
 * that no level of the title is empty.
 */
export function studyDecks(
  words: readonly VocabularyWord[],
  statusOf: StatusOf,
): Record<Level, readonly VocabularyWord[]> {
  const decks = {} as Record<Level, readonly VocabularyWord[]>;
  for (const level of Levels) {
    const atLevel = words.filter((word) => word.diff === level).sort(byUse);
    const toStudy = atLevel.filter((word) => statusOf(word.token) !== 'known');
    decks[level] = toStudy.length > 0 ? toStudy : atLevel;
  }
  return decks;
}

/** The levels that have words, easiest first. */
export const levelsWithWords = (decks: Record<Level, readonly VocabularyWord[]>): Level[] =>
  Levels.filter((level) => (decks[level]?.length ?? 0) > 0);

/** Fisher–Yates on a copy; `random` is Math.random unless a test fixes it. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

const statusRank: Readonly<Record<WordStatus, number>> = { unsorted: 0, 'to-learn': 1, known: 2 };

/**
 * Vocabulary Review's words: 20 of the title's words, the learner's unsorted
 * ones first, from the levels where most of the title's words are (the commonest levels), the
 * ones said most often first; then shuffled. Words shorter than three letters are left out, as
 * in the sort.
 */
export function pickReviewWords(
  words: readonly VocabularyWord[],
  statusOf: StatusOf,
  random: () => number = Math.random,
  size: number = StudyRules.reviewWords,
): VocabularyWord[] {
  const counts = countsByLevel(words);
  const levelRank = new Map<Level, number>(
    [...Levels]
      .sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0) || a - b)
      .map((level, rank) => [level, rank]),
  );
  const picked = words
    .filter((word) => word.name.length >= TitleWordRules.minWordLength)
    .sort(
      (a, b) =>
        statusRank[statusOf(a.token)] - statusRank[statusOf(b.token)] ||
        (levelRank.get(a.diff) ?? 0) - (levelRank.get(b.diff) ?? 0) ||
        byUse(a, b),
    )
    .slice(0, size);
  return shuffled(picked, random);
}

export type ContextTab = 'all' | 'learning' | 'saved';

/**
 * Context Learning's lists: every word the title says, the ones said most first; 'Learning' the
 * words the learner does not know; 'Saved' the words in their list to learn (as on every screen).
 */
export function contextWords(
  words: readonly VocabularyWord[],
  statusOf: StatusOf,
): Record<ContextTab, VocabularyWord[]> {
  const all = [...words].sort(byUse);
  return {
    all,
    learning: all.filter((word) => statusOf(word.token) !== 'known'),
    saved: all.filter((word) => statusOf(word.token) === 'to-learn'),
  };
}

/** One page of a list (pages count from 1), and how many pages there are. */
export function pageOf<T>(items: readonly T[], page: number, size: number) {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * size, current * size), page: current, pages };
}

/** The sentences of the title by their order, to find a word's lines fast in a long title. */
export const sentencesByOrder = (sentences: readonly TitleSentence[]) =>
  new Map(sentences.map((sentence) => [sentence.order, sentence]));

export function linesOf(
  byOrder: ReadonlyMap<number, TitleSentence>,
  word: VocabularyWord,
  limit = Number.POSITIVE_INFINITY,
): TitleSentence[] {
  const lines: TitleSentence[] = [];
  for (const order of word.occurs_in_orders) {
    if (lines.length >= limit) break;
    const sentence = byOrder.get(order);
    if (sentence) lines.push(sentence);
  }
  return lines;
}
