import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PartOfSpeech, Reading } from '../languages/types.js';
import { sameReading } from '../languages/parts-of-speech.js';

/**
 * English readings from WordNet 3.0 (Debian wordnet-base) for the forms Apertium's English
 * analyser does not know. That analyser belongs to a translation pair and lacks everyday words
 * (grab, fool, awesome, anywhere), American spellings (realize, color, neighborhood) and some
 * plurals (women, gentlemen). WordNet's own way of finding a form's lemmas ("morphy": its lists
 * of irregular forms, then its ending rules, each lemma checked in its index) reads them.
 */
const parts = [
  { file: 'noun', pos: 'NOUN' },
  { file: 'verb', pos: 'VERB' },
  { file: 'adj', pos: 'ADJ' },
  { file: 'adv', pos: 'ADV' },
] as const satisfies readonly { file: string; pos: PartOfSpeech }[];

type WordnetPart = (typeof parts)[number]['file'];

/** WordNet's ending rules per part of speech (morphy.c): [ending, replacement]. */
const detachments: Record<WordnetPart, readonly (readonly [string, string])[]> = {
  noun: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  verb: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  adj: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  adv: [],
};

export interface Wordnet {
  /** Per part of speech: lemma → how many of its senses were met in WordNet's tagged texts. */
  readonly index: Record<WordnetPart, ReadonlyMap<string, number>>;
  /** Per part of speech: irregular form → its lemmas (went → go). */
  readonly exceptions: Record<WordnetPart, ReadonlyMap<string, readonly string[]>>;
  /**
   * Lemmas WordNet only ever writes with a capital, outside the names of single people and places:
   * lower-case lemma → as written (sunni → Sunni, kurdish → Kurdish). Its indexes are lower-case.
   */
  readonly capitalised?: ReadonlyMap<string, string>;
}

export function loadWordnet(dir = '/usr/share/wordnet'): Wordnet {
  const index = {} as Record<WordnetPart, Map<string, number>>;
  const exceptions = {} as Record<WordnetPart, Map<string, string[]>>;
  for (const { file } of parts) {
    const indexFile = path.join(dir, `index.${file}`);
    if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: apt-get install wordnet-base`);
    index[file] = readIndex(readFileSync(indexFile, 'utf8'));
    const exceptionsFile = path.join(dir, `${file}.exc`);
    if (!existsSync(exceptionsFile))
      throw new Error(`${exceptionsFile} is missing: apt-get install wordnet-base`);
    exceptions[file] = readExceptions(readFileSync(exceptionsFile, 'utf8'));
  }
  const capitalised = capitalisedLemmas(
    ['noun', 'adj'].map((file) => readFileSync(path.join(dir, `data.${file}`), 'utf8')),
  );
  return { index, exceptions, capitalised };
}

/**
 * The single-word lemmas that WordNet's synsets write only with a capital (Sunni, Hindu, Kurdish),
 * and never as an instance (`@i`: one person, one place, one event): Lincoln and Paris are names,
 * which a learner does not learn as words, though WordNet also has a sheep and a plant so called.
 */
export function capitalisedLemmas(dataFiles: readonly string[]): Map<string, string> {
  const capital = new Map<string, string>();
  const lowerCase = new Set<string>();
  for (const text of dataFiles)
    for (const line of text.split('\n')) {
      if (!/^\d/.test(line)) continue;
      const fields = line.slice(0, line.indexOf(' | ') >>> 0).split(' ');
      const count = Number.parseInt(fields[3] ?? '0', 16);
      const isInstance = fields.includes('@i');
      for (let word = 0; word < count; word += 1) {
        const written = (fields[4 + word * 2] ?? '').replace(/\(.*\)$/, '');
        if (written.includes('_') || written === '') continue;
        const key = written.toLowerCase();
        if (written === key || isInstance) lowerCase.add(key);
        else capital.set(key, written);
      }
    }
  for (const key of lowerCase) capital.delete(key);
  return capital;
}

/** `lemma pos synset_cnt p_cnt [ptr…] sense_cnt tagsense_cnt offsets…`; single words only. */
function readIndex(text: string): Map<string, number> {
  const lemmas = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line.startsWith(' ') || line === '') continue;
    const fields = line.split(' ');
    const lemma = fields[0] ?? '';
    if (lemma.includes('_')) continue;
    const pointers = Number(fields[3] ?? 0);
    lemmas.set(lemma, Number(fields[5 + pointers] ?? 0));
  }
  return lemmas;
}

function readExceptions(text: string): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const [form, ...lemmas] = line.trim().split(' ');
    if (form === undefined || form === '' || lemmas.length === 0) continue;
    // A lemma of several words (rose_by_any_other_name) is kept with its spaces: refineEnglish
    // matches Apertium's such lemmas; the indexes, of single words, never hold one.
    forms.set(form, [...(forms.get(form) ?? []), ...lemmas.map((lemma) => lemma.replace(/_/g, ' '))]);
  }
  return forms;
}

/** WordNet's irregular forms of every part of speech together: form → its lemmas (went → go). */
export function irregularFormsOf(wordnet: Wordnet): Map<string, Set<string>> {
  const irregular = new Map<string, Set<string>>();
  for (const { file } of parts)
    for (const [form, lemmas] of wordnet.exceptions[file])
      irregular.set(form, new Set([...(irregular.get(form) ?? []), ...lemmas]));
  return irregular;
}

/**
 * The readings WordNet gives a lower-case form, likeliest first: the lemmas whose senses were met
 * most in WordNet's tagged texts (grab: the verb before the noun); none when it knows no lemma.
 */
export function wordnetReadingsOf(form: string, wordnet: Wordnet): Reading[] {
  const found: { lemma: string; pos: PartOfSpeech; tagged: number; order: number }[] = [];
  parts.forEach(({ file, pos }, order) => {
    const index = wordnet.index[file];
    const lemmas = new Set<string>(wordnet.exceptions[file].get(form) ?? []);
    if (index.has(form)) lemmas.add(form);
    for (const [ending, replacement] of detachments[file]) {
      if (form.endsWith(ending) && form.length > ending.length + 1)
        lemmas.add(form.slice(0, form.length - ending.length) + replacement);
    }
    for (const lemma of lemmas) {
      const tagged = index.get(lemma);
      if (tagged !== undefined) found.push({ lemma, pos, tagged, order });
    }
  });
  found.sort((left, right) => right.tagged - left.tagged || left.order - right.order);
  return found.map(({ lemma, pos }) => [{ lemma: wordnet.capitalised?.get(lemma) ?? lemma, pos }]);
}

/** Adds WordNet's readings to the forms of `forms` that have none. Returns how many it read. */
export function addWordnetReadings(
  readings: Map<string, Reading[]>,
  forms: Iterable<string>,
  wordnet: Wordnet,
): number {
  let added = 0;
  for (const form of forms) {
    if (readings.has(form) || !/^[a-z][a-z'-]*$/.test(form)) continue;
    const found = wordnetReadingsOf(form, wordnet);
    if (found.length === 0) continue;
    readings.set(form, found);
    added += 1;
  }
  return added;
}

/**
 * A verb form that WordNet also lists as an adjective (interested, complicated, lost, broken) or,
 * ending in -ing, as a noun (smoking, training, posting): the word of its own is added after the
 * verb, so that the tagger may choose it where a sentence uses it so (`I'm interested`, `no
 * smoking`). With the verb as the only reading, the tagger could only ever say verb. Returns how
 * many forms gained a reading.
 */
export function addParticipleWords(readings: Map<string, Reading[]>, wordnet: Wordnet): number {
  let added = 0;
  for (const [form, list] of readings) {
    if (!list.some((reading) => reading[0]?.pos === 'VERB' && reading[0].lemma !== form)) continue;
    const words: Reading[] = [];
    if (wordnet.index.adj.has(form)) words.push([{ lemma: form, pos: 'ADJ' }]);
    if (form.endsWith('ing') && wordnet.index.noun.has(form)) words.push([{ lemma: form, pos: 'NOUN' }]);
    const missing = words.filter((word) => !list.some((reading) => sameReading(reading, word)));
    if (missing.length === 0) continue;
    list.push(...missing);
    added += 1;
  }
  return added;
}
