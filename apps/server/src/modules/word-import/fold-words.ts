import { isStorableText, type Level, type StudyLanguageCode, WordImportLimits } from '@cinevocab/core';
import type { TitleAnalysis } from '@cinevocab/lexicon';

/** A word of the language that an entry folds to: the token a title's vocabulary gives it. */
export interface FoldedWord {
  /** The lemma's stable id, e.g. "es:decir". */
  token: string;
  /** The lemma, as the word lists show it. */
  lemma: string;
  level: Level;
}

/**
 * What folds entries to their lemmas: the word service's own analysis, so that an imported word
 * gets exactly the token, lemma and level that a title's vocabulary gives the same form.
 */
export type AnalyseSubtitle = (
  bytes: Uint8Array,
  fileName: string,
  language: StudyLanguageCode,
) => Promise<TitleAnalysis>;

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const srtTime = (seconds: number, milliseconds: number) =>
  `${pad(Math.floor(seconds / 3600), 2)}:${pad(Math.floor(seconds / 60) % 60, 2)}:${pad(seconds % 60, 2)},${pad(milliseconds, 3)}`;

/**
 * Entries as a subtitle file, one cue per entry, starting at second `i` for entry `i`, each ended
 * by a full stop: every entry is then a sentence of its own, and the time of a sentence tells
 * which entry a word came from.
 */
export function subtitleOfEntries(entries: readonly string[]): string {
  const cues: string[] = [];
  entries.forEach((entry, index) => {
    const text = entry.replace(/\s+/g, ' ').replace(/[\s.,;:!?…]+$/u, '');
    if (text === '') return;
    cues.push(`${index + 1}\n${srtTime(index, 0)} --> ${srtTime(index, 500)}\n${text}.\n`);
  });
  return cues.join('\n');
}

/**
 * Each entry's word, or null when it folds to none: a form the language's frequency list does not
 * know, a name, a little word (article, pronoun…) the word lists never show, or a phrase of
 * several words. Entries too long to be a word are not analysed.
 */
export async function foldEntries(
  entries: readonly string[],
  language: StudyLanguageCode,
  analyse: AnalyseSubtitle,
): Promise<(FoldedWord | null)[]> {
  const analysed = entries.map((entry) =>
    entry.length <= WordImportLimits.maxWordLength && isStorableText(entry) ? entry : '',
  );
  const subtitle = subtitleOfEntries(analysed);
  if (subtitle === '') return entries.map(() => null);
  const analysis = await analyse(new TextEncoder().encode(subtitle), 'import.srt', language);
  const entryOfSentence = new Map(
    analysis.sentences.map((sentence) => [sentence.order, Math.round(sentence.time)]),
  );
  /** Each entry's words; null stands for a word the tables do not know. */
  const wordsOfEntry = entries.map(() => new Map<string, FoldedWord | null>());
  for (const word of analysis.words) {
    // A lemma outside the frequency list is a form the tables do not know (a typo, another language).
    const folded =
      word.frequency > 0 ? { token: word.token, lemma: word.name, level: word.diff as Level } : null;
    for (const order of word.occurs_in_orders) {
      const entry = entryOfSentence.get(order);
      if (entry !== undefined) wordsOfEntry[entry]?.set(word.token, folded);
    }
  }
  return wordsOfEntry.map((words) => (words.size === 1 ? ([...words.values()][0] ?? null) : null));
}
