import type { LemmaTable } from '../tables/lemma-table.js';
import type { LemmaPart, Reading } from './types.js';

export interface EncliticRules {
  /** Pronoun endings (`lo`, `me`, or a compound like it `glielo` → gli + lo), longest tried first. */
  pronouns: readonly string[] | Readonly<Record<string, readonly string[]>>;
  maxPronouns: number;
  /** es: the verb loses its written accent without the pronouns (`dámelo` → `da`). */
  stripAccents?: boolean;
  /** es: `vámonos` → `vamos` (the s drops before `nos`). */
  restoreFinalS?: boolean;
  /** it: `farlo` → `fare` (the infinitive loses its e), `porlo` → `porre`. */
  restoreFinalE?: boolean;
  /** it: `dimmi` → `di'` + mi (a monosyllabic imperative doubles the pronoun's consonant). */
  doubledImperatives?: Readonly<Record<string, string>>;
}

const verbLike = /(?:r|ndo)$/;

/**
 * Reads an unknown form as a verb with enclitic pronouns: `dámelo` → dar + me + lo, `dimmi` →
 * dire + mi, `andarsene` → andare + se + ne. The stem must be a verb the table knows (or, in a
 * table without parts of speech, look like an infinitive or gerund).
 */
export function guessEnclitics(key: string, table: LemmaTable, rules: EncliticRules): Reading | undefined {
  const units: [string, readonly string[]][] = Array.isArray(rules.pronouns)
    ? (rules.pronouns as readonly string[]).map((pronoun) => [pronoun, [pronoun]])
    : Object.entries(rules.pronouns as Readonly<Record<string, readonly string[]>>);
  units.sort((a, b) => b[0].length - a[0].length);

  const attempt = (stem: string, pronouns: string[], depth: number): Reading | undefined => {
    if (pronouns.length > 0) {
      const verb = verbReading(stem, pronouns, table, rules);
      if (verb !== undefined) {
        return [verb, ...pronouns.map((lemma): LemmaPart => ({ lemma, pos: 'PRON' }))];
      }
    }
    if (depth === rules.maxPronouns) return undefined;
    for (const [unit, lemmas] of units) {
      if (stem.length > unit.length + 1 && stem.endsWith(unit)) {
        const found = attempt(stem.slice(0, -unit.length), [...lemmas, ...pronouns], depth + 1);
        if (found !== undefined) return found;
      }
    }
    return undefined;
  };
  return attempt(key, [], 0);
}

function verbReading(
  stem: string,
  pronouns: readonly string[],
  table: LemmaTable,
  rules: EncliticRules,
): LemmaPart | undefined {
  const candidates = [stem];
  if (rules.stripAccents) candidates.push(stripAccents(stem));
  if (rules.restoreFinalS && pronouns[0] === 'nos') candidates.push(`${stripAccents(stem)}s`);
  // porlo, condurlo: an infinitive in -rre loses re (porre, condurre).
  if (rules.restoreFinalE) candidates.push(`${stem}e`, ...(stem.endsWith('r') ? [`${stem}re`] : []));
  const first = pronouns[0]?.[0];
  if (rules.doubledImperatives !== undefined && first !== undefined && stem.endsWith(first)) {
    const imperative = rules.doubledImperatives[stem.slice(0, -1)];
    if (imperative !== undefined) return { lemma: imperative, pos: 'VERB' };
  }
  for (const candidate of candidates) {
    for (const reading of table.readings(candidate) ?? []) {
      const part = reading[0];
      if (reading.length !== 1 || part === undefined) continue;
      if (part.pos === 'VERB' || part.pos === 'AUX') return part;
      if (part.pos === null && !table.hasAnalyses && verbLike.test(candidate)) return part;
    }
  }
  // An infinitive no analyser has (enterar in enterarme: the frequency list alone knows it, or the
  // committed readings left it out because the ending rules read it as itself): the rules still
  // know it for a verb.
  for (const candidate of candidates) {
    if (!candidate.endsWith('r') || table.hasAnalysis(candidate)) continue;
    const learnt = table.guessBySuffix(candidate);
    if (learnt?.pos === 'VERB' && learnt.lemma === candidate) return learnt;
  }
  // A first person plural before nos (esforcémonos: esforcemos + nos), left out of the readings
  // for the same reason: the rules read it as a form of its infinitive.
  const plural = candidates.find((candidate) => candidate.endsWith('mos') && !table.hasAnalysis(candidate));
  const learnt = plural === undefined ? undefined : table.guessBySuffix(plural);
  if (learnt?.pos === 'VERB' && /[aei]r$/.test(learnt.lemma)) return learnt;
  return undefined;
}

function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}
