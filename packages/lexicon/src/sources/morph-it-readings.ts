import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PartOfSpeech, Reading } from '../languages/types.js';
import type { TableSource } from '../tables/lemma-table.js';

const require = createRequire(import.meta.url);

const wordForm = /^[\p{L}\p{M}]+(?:['-][\p{L}\p{M}]+)*$/u;

/** A verb's conjugation: mood → tense → person → form, nested to any depth. */
type Conjugation = { [key: string]: Conjugation | string | null };

/**
 * Italian readings from morph-it! (Marco Baroni and Eros Zanchetta, University of Bologna;
 * CC-BY-SA-2.0 or LGPL), as RosaeNLG publishes it on npm: nouns (`morph-it-helper`), adjectives
 * (`italian-adjectives-dict`) and 6,122 verbs with every form (`italian-verbs-dict`). Apertium's
 * Italian analyser (from the Spanish–Italian pair) misses many everyday words (membri); these fill
 * them in.
 */
export function morphItReadings(): { readings: Map<string, Reading[]>; sources: TableSource[] } {
  const readings = new Map<string, Reading[]>();
  const add = (form: string | null | undefined, lemma: string, pos: PartOfSpeech): void => {
    if (typeof form !== 'string' || !wordForm.test(form) || !wordForm.test(lemma)) return;
    const key = form.toLowerCase();
    const list = readings.get(key) ?? [];
    if (!list.some((reading) => reading[0]?.lemma === lemma && reading[0]?.pos === pos))
      list.push([{ lemma, pos }]);
    readings.set(key, list);
  };

  const nouns = readJson<Record<string, string>>('morph-it-helper/resources_pub/nouns.json');
  for (const [form, lemma] of Object.entries(nouns))
    if (form === form.toLowerCase()) add(form, lemma, 'NOUN');

  const adjectives = readJson<Record<string, Record<string, string | null>>>(
    'italian-adjectives-dict/dist/adjectives.json',
  );
  for (const [lemma, forms] of Object.entries(adjectives)) {
    add(lemma, lemma, 'ADJ');
    for (const form of Object.values(forms ?? {})) add(form, lemma, 'ADJ');
  }

  const verbs = readJson<Record<string, Conjugation>>('italian-verbs-dict/dist/verbs.json');
  const walk = (node: Conjugation | string | null, lemma: string): void => {
    if (node === null) return;
    if (typeof node === 'string') add(node, lemma, 'VERB');
    else for (const child of Object.values(node)) walk(child, lemma);
  };
  for (const [lemma, conjugation] of Object.entries(verbs)) {
    add(lemma, lemma, 'VERB');
    walk(conjugation, lemma);
  }

  const sources = ['morph-it-helper', 'italian-adjectives-dict', 'italian-verbs-dict'].map(
    (name): TableSource => ({
      name: `morph-it! via npm ${name}`,
      version: readJson<{ version: string }>(`${name}/package.json`).version,
      licence: 'CC-BY-SA-2.0 or LGPL (data), Apache-2.0 (package)',
    }),
  );
  return { readings, sources };
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(require.resolve(file), 'utf8')) as T;
}
