import type { StudyLanguageCode } from '@cinevocab/core';
import type { LemmaPart, PartOfSpeech, Reading } from '../languages/types.js';
import type { FrequencyEntry } from './frequency.js';
import { codeOfPos, type LemmaTableData, type TableSource } from './lemma-table.js';

export interface AssembleTableInput {
  language: StudyLanguageCode;
  /** Most frequent first, forms lower-case. */
  frequency: readonly FrequencyEntry[];
  totalCount: number;
  /** Hand-made readings: they replace an analyser's for the same form. */
  closedClass: ReadonlyMap<string, readonly Reading[]>;
  /** Readings per form (lower-case); a form without readings is unknown. */
  analyses?: ReadonlyMap<string, readonly Reading[]>;
  /**
   * The analyses are already likeliest first (the committed readings are): only names and numbers
   * move behind ordinary readings. Otherwise they are ordered by the frequency tie-break below.
   */
  isOrdered?: boolean;
  sources: TableSource[];
}

/**
 * Turns a frequency list and readings into a table:
 * - a form's readings are the closed-class table's, else the analyser's ordered by a tie-break
 *   (a proper-name or numeral reading last, then the candidate lemma whose own form is most
 *   frequent: fue → ser before ir, casas → casa before casar), else the form itself;
 * - each form's count goes to the lemmas of its best reading (both parts of `del`), names apart;
 * - a lemma spelt like a form it is a reading of counts at least half that form's count, even when
 *   another reading is the form's best: German `Sorge` (the form `sorge` goes to the verb sorgen)
 *   and Spanish `espera` the noun are everyday words, not Expert ones;
 * - lemmas are ranked by those counts.
 */
export function assembleTable(input: AssembleTableInput): LemmaTableData {
  const formCounts = new Map<string, number>();
  for (const { form, count } of input.frequency) formCounts.set(form, count);

  const forms = new Set<string>(input.frequency.map((entry) => entry.form));
  for (const form of input.closedClass.keys()) forms.add(form);
  for (const form of input.analyses?.keys() ?? []) forms.add(form);

  const lemmaCounts = new Map<string, number>();
  const lemmaPos = new Map<string, Map<string, number>>();
  const readingsOf = new Map<string, Reading[]>();
  const names: string[] = [];

  const credit = (part: LemmaPart, count: number): void => {
    lemmaCounts.set(part.lemma, (lemmaCounts.get(part.lemma) ?? 0) + count);
    const byPos = lemmaPos.get(part.lemma) ?? new Map<string, number>();
    byPos.set(part.pos ?? '', (byPos.get(part.pos ?? '') ?? 0) + count + 1e-9);
    lemmaPos.set(part.lemma, byPos);
  };

  for (const form of forms) {
    const closed = input.closedClass.get(form);
    const analysed = input.analyses?.get(form);
    let readings: Reading[];
    if (closed !== undefined) readings = [...closed];
    else if (analysed !== undefined && analysed.length > 0)
      readings =
        input.isOrdered === true
          ? namesLast(dedupe(analysed))
          : orderReadings(dedupe(analysed), form, formCounts);
    else readings = [[{ lemma: form, pos: null }]];
    readingsOf.set(form, readings);

    const isNameOnly = readings.every((reading) => reading.every((part) => part.pos === 'PROPN'));
    if (isNameOnly) names.push(form);
    const count = formCounts.get(form) ?? 0;
    const best = readings[0] ?? [];
    for (const part of best) credit(part, part.pos === 'PROPN' ? 0 : count);
    for (const reading of readings.slice(1)) for (const part of reading) credit(part, 0);
    for (const reading of readings) {
      const part = reading.length === 1 ? reading[0] : undefined;
      if (part === undefined || part.pos === 'PROPN' || part.lemma.toLowerCase() !== form) continue;
      lemmaCounts.set(part.lemma, Math.max(lemmaCounts.get(part.lemma) ?? 0, count / 2));
    }
  }

  const lemmas = [...lemmaCounts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const lemmaIndex = new Map<string, number>(lemmas.map(([lemma], index) => [lemma, index]));
  const mainPos = (lemma: string): number => {
    const byPos = [...(lemmaPos.get(lemma) ?? new Map<string, number>())].sort((a, b) => b[1] - a[1]);
    const pos = byPos.find(([tag]) => tag !== '')?.[0];
    return pos === undefined ? 0 : codeOfPos(pos as LemmaPart['pos']);
  };
  const codeOf = (part: LemmaPart): number => (lemmaIndex.get(part.lemma) ?? 0) * 16 + codeOfPos(part.pos);

  const flat: number[] = [];
  for (const readings of readingsOf.values()) {
    flat.push(readings.length);
    for (const reading of readings) flat.push(reading.length, ...reading.map(codeOf));
  }
  return {
    format: 2,
    language: input.language,
    sources: input.sources,
    totalCount: input.totalCount,
    lemmas: lemmas.map(([lemma]) => lemma),
    lemmaCounts: lemmas.map(([, count]) => Math.round(count)),
    lemmaPos: lemmas.map(([lemma]) => mainPos(lemma)),
    forms: [...readingsOf.keys()],
    readings: flat,
    names,
  };
}

function dedupe(readings: readonly Reading[]): Reading[] {
  const seen = new Set<string>();
  return readings.filter((reading) => {
    const key = reading.map((part) => `${part.lemma}\u0000${part.pos ?? ''}`).join('+');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function orderReadings(
  readings: Reading[],
  form: string,
  formCounts: ReadonlyMap<string, number>,
): Reading[] {
  const hasOrdinary = readings.some((reading) => penalty(reading) === 0);
  const lemmas = new Set(readings.map((reading) => (reading[0]?.lemma ?? '').toLowerCase()));
  const score = (reading: Reading): number[] => {
    const lemma = (reading[0]?.lemma ?? '').toLowerCase();
    // A lemma spelt like the form is counted on the form itself, which the other readings share:
    // halve it (weiß → wissen, not the colour).
    const own = formCounts.get(lemma) ?? 0;
    return [
      hasOrdinary ? penalty(reading) : 0,
      -(lemma === form && lemmas.size > 1 ? own / 2 : own),
      lemma === form ? 0 : 1,
      posPreference(reading[0]?.pos ?? null),
    ];
  };
  const compare = (a: number[], b: number[]): number => {
    for (let index = 0; index < a.length; index += 1) {
      const difference = (a[index] ?? 0) - (b[index] ?? 0);
      if (difference !== 0) return difference;
    }
    return 0;
  };
  return readings
    .map((reading, index) => ({ reading, index, score: score(reading) }))
    .sort((a, b) => compare(a.score, b.score) || a.index - b.index)
    .map(({ reading }) => reading);
}

/** Keeps the order, but a proper-name or numeral reading only when nothing else fits (`Will`, roman `I`). */
function namesLast(readings: Reading[]): Reading[] {
  if (!readings.some((reading) => penalty(reading) === 0)) return readings;
  return [...readings].sort((a, b) => penalty(a) - penalty(b));
}

/**
 * Between readings of equally frequent lemmas (usually one lemma with several parts of speech:
 * Danish `han` pronoun or noun, `bien` adverb or noun), the closed classes first, nouns late.
 */
const posOrder: readonly (PartOfSpeech | null)[] = [
  'AUX',
  'PRON',
  'DET',
  'ADP',
  'CCONJ',
  'SCONJ',
  'PART',
  'ADV',
  'VERB',
  'ADJ',
  'INTJ',
  'NOUN',
  'NUM',
  'X',
  null,
  'PROPN',
];
const posPreference = (pos: PartOfSpeech | null): number => posOrder.indexOf(pos);

/** Proper-name and numeral readings (`Will`, roman `I`) only when nothing else fits. */
function penalty(reading: Reading): number {
  const pos = reading[0]?.pos;
  return pos === 'PROPN' ? 2 : pos === 'NUM' ? 1 : 0;
}
