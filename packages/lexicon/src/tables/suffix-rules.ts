import {
  codeOfPos,
  type LemmaPart,
  type PartOfSpeech,
  type PartOfSpeechCode,
  posOfCode,
  type Reading,
} from '../languages/parts-of-speech.js';

/**
 * A lemmatiser for forms no table knows, learnt from the forms the tables do know: each known form
 * teaches an edit from its ending to its lemma's (es `recalcó` → strip 1, add `ar`: recalcar;
 * de `einzelstunden` → strip 1, capitalise: Einzelstunde), and an unknown form takes the edit of
 * the longest ending it shares with known forms, when enough of them agree.
 *
 * Stored compactly: an ending is kept only where its edit differs from that of the ending one
 * letter shorter, so `-ción` (unchanged) and `-aciones` (strip 2) survive but not every ending in
 * between.
 */
export interface SuffixRulesData {
  /** Endings, each with the rule at the same index. */
  endings: string[];
  /** `strip,append,posCode,capitalise` per ending. */
  rules: string[];
}

export interface TrainingPair {
  /** Lower-case. */
  form: string;
  lemma: string;
  pos: PartOfSpeech | null;
  /** How much the form counts (default 1): forms met in running text count more than rare ones. */
  weight?: number;
}

export interface TrainOptions {
  /** The longest ending considered (default 8). */
  maxEnding?: number;
  /** How many known forms must share an ending for it to decide (default 3). */
  minSupport?: number;
  /** The share of them that must agree (default 0.5). */
  minAgreement?: number;
}

const letters = /^[\p{L}\p{M}]+$/u;

export function trainSuffixRules(pairs: Iterable<TrainingPair>, options: TrainOptions = {}): SuffixRulesData {
  const maxEnding = options.maxEnding ?? 8;
  const minSupport = options.minSupport ?? 3;
  const minAgreement = options.minAgreement ?? 0.5;
  const examples: { reversed: string; rule: string; weight: number }[] = [];
  for (const pair of pairs) {
    if (pair.form.length < 3 || !letters.test(pair.form)) continue;
    const rule = ruleOf(pair);
    if (rule !== undefined)
      examples.push({ reversed: [...pair.form].reverse().join(''), rule, weight: pair.weight ?? 1 });
  }
  // Forms sharing an ending are neighbours once sorted by their reversed spelling: each ending is
  // one run of the sorted list, at every length.
  examples.sort((a, b) => (a.reversed < b.reversed ? -1 : a.reversed > b.reversed ? 1 : 0));

  const endings: string[] = [];
  const rules: string[] = [];
  let parentRules = new Map<string, string>([['', '']]);
  for (let length = 1; length <= maxEnding; length += 1) {
    const current = new Map<string, string>();
    let start = 0;
    while (start < examples.length) {
      const key = examples[start]?.reversed.slice(0, length) ?? '';
      let end = start;
      const counts = new Map<string, number>();
      let total = 0;
      while (end < examples.length && examples[end]?.reversed.slice(0, length) === key) {
        const example = examples[end];
        counts.set(example?.rule ?? '', (counts.get(example?.rule ?? '') ?? 0) + (example?.weight ?? 1));
        total += example?.weight ?? 1;
        end += 1;
      }
      const inherited = parentRules.get(key.slice(0, -1)) ?? '';
      let best = inherited;
      // A form shorter than the ending does not have it.
      if (key.length === length && end - start >= minSupport) {
        let bestCount = 0;
        for (const [rule, count] of counts) {
          if (count > bestCount) {
            best = rule;
            bestCount = count;
          }
        }
        if (bestCount / total < minAgreement) best = inherited;
      }
      current.set(key, best);
      if (best !== inherited) {
        endings.push([...key].reverse().join(''));
        rules.push(best);
      }
      start = end;
    }
    parentRules = current;
  }
  return { endings, rules };
}

/** The edit from a form to its lemma: letters to strip from the end, letters to add, case. */
function ruleOf(pair: TrainingPair): string | undefined {
  const lemma = pair.lemma.toLowerCase();
  const form = pair.form;
  let common = 0;
  while (common < form.length && common < lemma.length && form[common] === lemma[common]) common += 1;
  const strip = form.length - common;
  // An edit that rewrites most of the word is a suppletive form (went → go), not a pattern.
  if (common < 2 || strip > 5) return undefined;
  const capitalise = pair.lemma.charAt(0) !== lemma.charAt(0) ? 1 : 0;
  return `${strip},${lemma.slice(common)},${codeOfPos(pair.pos)},${capitalise}`;
}

/** Applies learnt rules: the rule of the longest ending an unknown form has. */
export class SuffixRules {
  private readonly byEnding: Map<string, string>;
  private readonly maxEnding: number;

  constructor(data: SuffixRulesData) {
    this.byEnding = new Map(data.endings.map((ending, index) => [ending, data.rules[index] ?? '']));
    this.maxEnding = data.endings.reduce((longest, ending) => Math.max(longest, ending.length), 0);
  }

  /** The guessed lemma of a lower-case form, or undefined when no rule speaks for it. */
  guess(form: string): LemmaPart | undefined {
    if (form.length < 3 || !letters.test(form)) return undefined;
    for (let length = Math.min(this.maxEnding, form.length - 1); length >= 1; length -= 1) {
      const rule = this.byEnding.get(form.slice(-length));
      if (rule === undefined) continue;
      if (rule === '') return undefined;
      const [strip = '0', append = '', pos = '0', capitalise = '0'] = rule.split(',');
      const stem = form.slice(0, form.length - Number(strip));
      if (stem.length < 2) return undefined;
      const lemma = stem + append;
      return {
        lemma: capitalise === '1' ? lemma.charAt(0).toUpperCase() + lemma.slice(1) : lemma,
        pos: posOfCode(Number(pos) as PartOfSpeechCode),
      };
    }
    return undefined;
  }
}

/**
 * The training pairs of a language's readings: every form with its best single-word reading,
 * names and numbers aside. A form of the frequency list counts ten times: the rules are for words
 * met in subtitles, and a verb's fifty rare forms would otherwise outweigh a noun's two.
 */
export function* trainingPairsOf(
  readings: Iterable<readonly [string, readonly Reading[]]>,
  listed: ReadonlySet<string>,
): Generator<TrainingPair> {
  for (const [form, list] of readings) {
    const best = list[0];
    const part = best?.length === 1 ? best[0] : undefined;
    if (part === undefined || part.pos === 'PROPN' || part.pos === 'NUM' || part.pos === 'X') continue;
    yield { form, lemma: part.lemma, pos: part.pos, weight: listed.has(form) ? 10 : 1 };
  }
}
