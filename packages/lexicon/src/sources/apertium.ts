import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import type { StudyLanguageCode } from '@cinevocab/core';
import { getLanguage } from '../languages/registry.js';
import type { LemmaPart, PartOfSpeech, Reading } from '../languages/types.js';
import { sameReading } from '../languages/parts-of-speech.js';
import type { TableSource } from '../tables/lemma-table.js';

/**
 * Apertium's morphological analysers and part-of-speech taggers (Debian packages, GPL), run by
 * `npm run lexicon:sources` to write the committed readings (never at run time): `lt-proc -a`
 * over word forms, one a line, and `apertium-tagger` (after the pair's constraint grammar, where it
 * has one) to say which reading of a form is the likeliest. Each language module names its pack
 * (`readingSources.apertium`); German has none in Debian.
 */
export interface ApertiumAnalyser {
  language: StudyLanguageCode;
  binary: string;
  /** The tagger's model (`.prob`) and the constraint grammar run before it, where it helps. */
  tagger: string;
  grammar?: string;
  source: TableSource;
}

export function apertiumShareDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.APERTIUM_SHARE_DIR ?? '/usr/share/apertium';
}

/** The analyser for a language when lt-proc and its Debian package are installed, else undefined. */
export function findApertium(
  language: StudyLanguageCode,
  shareDir = apertiumShareDir(),
): ApertiumAnalyser | undefined {
  const entry = getLanguage(language).readingSources.apertium;
  if (entry === undefined) return undefined;
  const binary = `${shareDir}/${entry.analyser}`;
  if (!existsSync(binary) || !hasLtProc()) return undefined;
  const pack = packSource(binary, entry);
  return {
    language,
    binary,
    tagger: `${shareDir}/${entry.tagger}`,
    ...(entry.grammar === undefined ? {} : { grammar: `${shareDir}/${entry.grammar}` }),
    source: { ...pack, name: `analyser: ${pack.name}` },
  };
}

/** The installed companion analysers of a language (ApertiumSource.companions); none without lt-proc. */
export function findCompanions(
  language: StudyLanguageCode,
  shareDir = apertiumShareDir(),
): ApertiumAnalyser[] {
  const main = getLanguage(language).readingSources.apertium;
  if (main === undefined || !hasLtProc()) return [];
  return (main.companions ?? [])
    .filter((companion) => existsSync(`${shareDir}/${companion.analyser}`))
    .map((companion) => {
      const binary = `${shareDir}/${companion.analyser}`;
      const pack = packSource(binary, companion);
      return {
        language,
        binary,
        // Only analysed, never tagged: the main analyser's tagger orders the readings.
        tagger: '',
        source: { ...pack, name: `${pack.name}: its nouns and adjectives the main analyser lacks` },
      };
    });
}

/**
 * An analyser's Debian pack as a source of the readings: the package version and the analyser's
 * size tell a change (hashing it would slow every start).
 */
function packSource(
  binary: string,
  { analyser, debianPackage }: { analyser: string; debianPackage: string },
): TableSource {
  return {
    name: `apertium ${analyser.split('/')[1] ?? analyser} (Debian ${debianPackage})`,
    version: `${debianVersion(debianPackage) ?? 'unknown'}, ${statSync(binary).size} bytes`,
    licence: 'GPL-2.0-or-later / GPL-3.0-or-later',
  };
}

let ltProcChecked: boolean | undefined;
/** Is Apertium's lt-proc installed? (Checked once a process.) */
export function hasLtProc(): boolean {
  ltProcChecked ??= spawnSync('lt-proc', ['-v'], { stdio: 'ignore' }).error === undefined;
  return ltProcChecked;
}

function debianVersion(debianPackage: string): string | undefined {
  const result = spawnSync('dpkg-query', ['-W', '-f', '${Version}', debianPackage], { encoding: 'utf8' });
  return result.status === 0 && result.stdout !== '' ? result.stdout : undefined;
}

/**
 * Analyses word forms: the lower-case form, and the capitalised one for proper names (the
 * analysers match a capital to a small letter but not the other way round). Returns the readings
 * per (lower-case) form; forms the analyser does not know are absent.
 */
export function analyseForms(analyser: ApertiumAnalyser, forms: readonly string[]): Map<string, Reading[]> {
  const lower = runLtProc(analyser.binary, forms);
  const capitalised = runLtProc(
    analyser.binary,
    forms.map((form) => form.charAt(0).toUpperCase() + form.slice(1)),
  );
  const readings = new Map<string, Reading[]>();
  forms.forEach((form, index) => {
    const own = lower[index] ?? [];
    // A word the analyser knows only with a capital is a name, or, when it is not, an adjective or
    // noun written with one (en `Palestinian`, `Muslim`): its lemma keeps the capital.
    const names = (capitalised[index] ?? [])
      .filter((reading) => reading[0]?.pos === 'PROPN' || own.length === 0)
      .map((reading) =>
        reading.map((part) => ({ ...part, lemma: part.lemma.charAt(0).toUpperCase() + part.lemma.slice(1) })),
      );
    const all = [...own, ...names.filter((name) => !own.some((reading) => sameReading(reading, name)))];
    if (all.length > 0)
      readings.set(
        form,
        all.map((reading) => withPronounLemmas(reading, form)),
      );
  });
  return readings;
}

/** Apertium gives personal pronouns the lemma `prpers`; ours is the pronoun itself. */
export function withPronounLemmas(reading: Reading, form: string): Reading {
  if (!reading.some((part) => part.lemma.toLowerCase() === 'prpers')) return reading;
  if (reading.length === 1) return [{ lemma: form, pos: 'PRON' }];
  // In a contraction (dámelo → dar + prpers + lo) parseAnalysis already named the clitic.
  return reading;
}

/**
 * Apertium files feminine nouns of persons under the masculine (es `hermana`, it `ragazze` →
 * hermano, ragazzo); ours are their own words (hermana, ragazza), as a learner meets them.
 */
function feminineNoun(lemma: string, tags: readonly string[], form: string): string {
  if (tags[0] !== 'n' || !tags.includes('f') || tags.includes('m')) return lemma;
  const lower = form.toLowerCase();
  // hermano → hermana(s), ragazzo → ragazza/ragazze; presidente → presidenta; director → directora
  // acteur → actrice, vendeur → vendeuse; attore → attrice
  const agent = /^(.*)t(?:eur|ore)$/.exec(lemma)?.[1];
  if (agent !== undefined && [`${agent}trice`, `${agent}trices`, `${agent}trici`].includes(lower))
    return `${agent}trice`;
  if (lemma.endsWith('eur') && [`${lemma.slice(0, -1)}se`, `${lemma.slice(0, -1)}ses`].includes(lower))
    return `${lemma.slice(0, -1)}se`;
  const stem = /[oe]$/.test(lemma) ? lemma.slice(0, -1) : /or$/.test(lemma) ? lemma : undefined;
  if (stem === undefined) return lemma;
  // Italian plurals in -e (ragazze) only where the masculine ends in -o: parte is not a plural.
  const feminine = lemma.endsWith('o') ? [`${stem}a`, `${stem}as`, `${stem}e`] : [`${stem}a`, `${stem}as`];
  return feminine.includes(lower) ? `${stem}a` : lemma;
}

/** Spanish enclitic pronouns by person, gender and number (`dámelo` → dar + me + lo). */
function encliticOfTags(tags: readonly string[]): string {
  const has = (tag: string): boolean => tags.includes(tag);
  const plural = has('pl');
  if (has('p1')) return plural ? 'nos' : 'me';
  if (has('p2')) return plural ? 'os' : 'te';
  if (has('ref')) return 'se';
  if (has('f')) return plural ? 'las' : 'la';
  if (has('m') || has('nt')) return plural ? 'los' : 'lo';
  return plural ? 'les' : 'le';
}

/** One form a line in, one line of `^form/reading/reading$` out, in the same order. */
function runLtProc(binary: string, forms: readonly string[]): (Reading[] | undefined)[] {
  const lines = ltProc(['-a', binary], forms);
  return forms.map((form, index) => parseLine(lines[index] ?? '', form));
}

/** Runs Apertium's `lt-proc` with `args` over `lines`, one line in and one out: its output lines. */
export function ltProc(args: readonly string[], lines: readonly string[]): string[] {
  if (lines.length === 0) return [];
  const result = spawnSync('lt-proc', args, {
    input: `${lines.join('\n')}\n`,
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`lt-proc ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.split('\n');
}

/** A line with one analysed unit covering the whole form; anything else (split, unknown) is undefined. */
export function parseLine(line: string, form: string): Reading[] | undefined {
  const trimmed = line.trim();
  if (!trimmed.startsWith('^') || !trimmed.endsWith('$') || trimmed.indexOf('^', 1) !== -1) return undefined;
  const [surface, ...analyses] = trimmed.slice(1, -1).split('/');
  if (surface === undefined || surface.toLowerCase() !== form.toLowerCase()) return undefined;
  if (analyses.length === 0 || analyses[0]?.startsWith('*')) return undefined;
  const readings: Reading[] = [];
  for (const analysis of analyses) {
    const reading = parseAnalysis(analysis, form);
    if (reading !== undefined) readings.push(reading);
  }
  return readings.length > 0 ? readings : undefined;
}

/** `de<pr>+el<det><def><m><sg>` → [de ADP, el DET]; partial compound readings are dropped. */
export function parseAnalysis(analysis: string, form: string): Reading | undefined {
  const parts: LemmaPart[] = [];
  const chunks = analysis.split('+');
  for (const chunk of chunks) {
    const tagStart = chunk.indexOf('<');
    if (tagStart <= 0) return undefined;
    const tags = [...chunk.slice(tagStart).matchAll(/<([^>]+)>/g)].map((match) => match[1] ?? '');
    if (tags.some((tag) => tag === 'cmp' || tag.startsWith('compound'))) return undefined;
    const pos = posOfTags(tags);
    if (pos === undefined) return undefined;
    let lemma = chunk.slice(0, tagStart).replace(/#/g, '');
    if (lemma.toLowerCase() === 'prpers' && chunks.length > 1) lemma = encliticOfTags(tags);
    else if (chunks.length === 1) lemma = feminineNoun(lemma, tags, form);
    parts.push({ lemma, pos });
  }
  return parts.length > 0 ? parts : undefined;
}

const posOfTag: Readonly<Record<string, PartOfSpeech>> = {
  n: 'NOUN',
  np: 'PROPN',
  vblex: 'VERB',
  vbser: 'AUX',
  vbhaver: 'AUX',
  vbmod: 'AUX',
  vaux: 'AUX',
  vbdo: 'AUX',
  adj: 'ADJ',
  adv: 'ADV',
  preadv: 'ADV',
  pr: 'ADP',
  det: 'DET',
  predet: 'DET',
  detnt: 'DET',
  prn: 'PRON',
  rel: 'PRON',
  cnjcoo: 'CCONJ',
  cnjsub: 'SCONJ',
  // Linking adverbs (fr donc, cependant; es entonces, sin embargo): adverbs in Universal Dependencies.
  cnjadv: 'ADV',
  num: 'NUM',
  ij: 'INTJ',
  gen: 'PART',
  part: 'PART',
  abbr: 'X',
  acr: 'PROPN',
};

function posOfTags(tags: readonly string[]): PartOfSpeech | undefined {
  const first = tags[0];
  if (first === undefined) return undefined;
  if (first === 'rel' && tags.includes('adv')) return 'ADV';
  // Ordinals (es primero, último; fr premier) are adjectives in Universal Dependencies.
  if (first === 'det' && tags.includes('ord')) return 'ADJ';
  if (
    first === 'sent' ||
    first === 'cm' ||
    first === 'apos' ||
    first === 'guio' ||
    first.startsWith('lp') ||
    first.startsWith('rp')
  ) {
    return undefined;
  }
  return posOfTag[first] ?? 'X';
}
