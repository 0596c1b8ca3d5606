import { WordImportLimits } from '@cinevocab/core';
import type { FoldedWord } from './fold-words.js';
import type { ImportEntry } from './import-source.js';
import type { ExistingWord, ImportedWord } from './word-import.repository.js';

export interface ImportPlan {
  /** The words to write: new ones, and words to learn that become known. */
  write: ImportedWord[];
  known: number;
  toLearn: number;
  unchanged: number;
  notRecognised: number;
  notRecognisedExamples: string[];
}

/** The tokens the entries fold to, each with the status the file gives it: known when any entry says so. */
export function wordsOfEntries(
  entries: readonly ImportEntry[],
  folded: readonly (FoldedWord | null)[],
): { words: Map<string, FoldedWord & { known: boolean }>; notRecognised: number; examples: string[] } {
  const words = new Map<string, FoldedWord & { known: boolean }>();
  const examples = new Set<string>();
  let notRecognised = 0;
  entries.forEach((entry, index) => {
    const word = folded[index];
    if (!word) {
      notRecognised += 1;
      const example = entry.text.length > 40 ? `${entry.text.slice(0, 39)}…` : entry.text;
      if (example !== '' && examples.size < WordImportLimits.maxExamples) examples.add(example);
      return;
    }
    const seen = words.get(word.token);
    if (seen) seen.known ||= entry.known;
    else words.set(word.token, { ...word, known: entry.known });
  });
  return { words, notRecognised, examples: [...examples] };
}

/**
 * What an import does to the learner's words. A word marked by the learner is theirs and stays as
 * it is; a known word stays known (an old card coming back to learning says more about the deck
 * than about the learner); a word to learn from an estimate or an earlier import becomes known
 * when the file says so. Everything else the file names is new. The same file twice writes nothing.
 */
export function planImport(
  recognised: ReturnType<typeof wordsOfEntries>,
  existing: ReadonlyMap<string, ExistingWord>,
): ImportPlan {
  const plan: ImportPlan = {
    write: [],
    known: 0,
    toLearn: 0,
    unchanged: 0,
    notRecognised: recognised.notRecognised,
    notRecognisedExamples: recognised.examples,
  };
  for (const word of recognised.words.values()) {
    const status = word.known ? 1 : 2;
    const current = existing.get(word.token);
    const isRaised =
      current !== undefined && current.source !== 'learner' && current.status === 2 && status === 1;
    if (current !== undefined && !isRaised) {
      plan.unchanged += 1;
      continue;
    }
    plan.write.push({ token: word.token, lemma: word.lemma, status, level: word.level });
    if (status === 1) plan.known += 1;
    else plan.toLearn += 1;
  }
  return plan;
}
