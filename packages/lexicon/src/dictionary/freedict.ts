import { gunzipSync } from 'node:zlib';
import type { PartOfSpeech } from '../languages/types.js';

/**
 * FreeDict dictionaries as Debian ships them (`dict-freedict-*`, dictd format): `<name>.index`,
 * one `headword TAB offset TAB length` a line with the numbers in base64 digits, and
 * `<name>.dict.dz`, a dictzip file (gzip with a random-access table) that zlib reads whole.
 * Read at build time only.
 */

const base64Digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A dictd number: base64 digits, most significant first (`BG0sB` → 17746689). */
export function decodeDictdNumber(digits: string): number {
  let value = 0;
  for (const digit of digits) {
    const index = base64Digits.indexOf(digit);
    if (index === -1) throw new Error(`'${digits}' is not a dictd number`);
    value = value * 64 + index;
  }
  return value;
}

export interface IndexLine {
  /** The index's key: dictd folds it to lower case, so the entry's first line has the spelling. */
  key: string;
  offset: number;
  length: number;
}

/** The lines of a `.index` file; malformed lines are skipped. */
export function parseDictdIndex(text: string): IndexLine[] {
  const lines: IndexLine[] = [];
  for (const line of text.split('\n')) {
    const [key, offset, length] = line.split('\t');
    if (key === undefined || offset === undefined || length === undefined || key === '') continue;
    try {
      lines.push({ key, offset: decodeDictdNumber(offset.trim()), length: decodeDictdNumber(length.trim()) });
    } catch {
      // a damaged line: the rest of the dictionary still reads
    }
  }
  return lines;
}

/** One dictionary entry, cleaned: its translation groups in the dictionary's order. */
export interface DictdEntry {
  /** As the entry spells it (German nouns capitalised). */
  headword: string;
  /** From the headword line's tags (`<n, fem>`, `<v>`), else from the first translation's. */
  pos: PartOfSpeech | null;
  /** Numbered senses (`1. house, home`) or the one translation line; each cleaned and de-duplicated. */
  groups: string[][];
  /** How many example lines the entry has (Ding and eng-hin give the main senses examples). */
  examples: number;
  /** No part of speech anywhere and no tags on the translations: Ding's entries for inflected forms. */
  isUntagged: boolean;
}

export interface DictdDictionary {
  /** `00databaseshort`, e.g. "Spanish-English FreeDict Dictionary ver. 0.3.1". */
  description: string;
  entries: DictdEntry[];
}

/**
 * Reads a dictionary's entries. `keep(key)` filters on the index key (lower case) before an
 * entry is parsed, so that a look-up of a few thousand headwords does not parse 500,000 entries.
 */
export function readDictd(
  indexText: string,
  dictBytes: Uint8Array,
  keep: (key: string) => boolean = () => true,
): DictdDictionary {
  const body = isGzip(dictBytes) ? gunzipSync(dictBytes) : Buffer.from(dictBytes);
  const entries: { offset: number; entry: DictdEntry }[] = [];
  // An entry may be indexed under several keys (Ding: `problem` and its abbreviation `pb`): once.
  const seen = new Set<number>();
  let description = '';
  for (const line of parseDictdIndex(indexText)) {
    if (line.key.startsWith('00database') || line.key.startsWith('00-database')) {
      if (line.key === '00databaseshort' || line.key === '00-database-short')
        description = entryLines(body.toString('utf8', line.offset, line.offset + line.length))
          .filter((text) => !/^00-?database/.test(text.trim()))
          .join(' ')
          .trim();
      continue;
    }
    if (seen.has(line.offset) || !keep(line.key)) continue;
    seen.add(line.offset);
    const entry = parseDictdEntry(body.toString('utf8', line.offset, line.offset + line.length), line.key);
    if (entry !== undefined) entries.push({ offset: line.offset, entry });
  }
  // In the body's order: the same whichever keys were asked for.
  entries.sort((a, b) => a.offset - b.offset);
  return { description, entries: entries.map(({ entry }) => entry) };
}

const isGzip = (bytes: Uint8Array): boolean => bytes[0] === 0x1f && bytes[1] === 0x8b;

const entryLines = (text: string): string[] => text.replace(/\r/g, '').split('\n');

/**
 * One entry's text. The first line is the headword with its pronunciation, forms and tags:
 * `gehen /ɡˈeːən/ <v, intr>`, `run /ɹˈʌn/ (ran /ɹˈan/ <>, run /ɹˈʌn/ <>) <v>`. Then either
 * numbered groups (`1. house` / `2. home`, eng-hin and WikDict), or one translation line (Ding,
 * the small dictionaries); indented lines (examples, notes, `see:`), WikDict's glosses in the
 * source language (unnumbered lines after the translations) and `}}` debris are not translations.
 */
export function parseDictdEntry(text: string, key = ''): DictdEntry | undefined {
  const [first = '', ...rest] = entryLines(text);
  const headword = headwordOf(first, key);
  if (headword === '') return undefined;
  let pos = posOfTags(tagsOf(first.replace(/\([^)]*\)/g, '')));
  const groups: string[][] = [];
  let examples = 0;
  let translationTags = 0;
  let isFirst = true;
  for (const line of rest) {
    const first = line.charCodeAt(0);
    if (!isFirst && (first === 32 || first === 9)) {
      // Indented: an example, a note, `see:` (the hot path: Ding has millions of these lines).
      if (/^\s+["„“]/.test(line)) examples += 1;
      continue;
    }
    if (line.trim() === '' || line.trimStart().startsWith('}}')) continue;
    const numbered = first >= 48 && first <= 57 ? /^\d+\.\s*(.*)$/.exec(line) : null;
    if (numbered !== null || isFirst) {
      const raw = numbered === null ? line.trim() : (numbered[1] ?? '');
      const tags = tagsOf(raw);
      translationTags += tags.length;
      pos ??= posOfTags(tags);
      const group = splitTranslations(raw);
      if (group.length > 0) groups.push(group);
      isFirst = false;
      continue;
    }
  }
  if (groups.length === 0) return undefined;
  return { headword, pos, groups, examples, isUntagged: pos === null && translationTags === 0 };
}

/** The headword as the entry's first line spells it (`Dir.`, not the index's `dir`). */
function headwordOf(line: string, key: string): string {
  const match = /^(.*?)(?=\s+\/|\s+<|\s*$)/.exec(line);
  const spelled = (match?.[1] ?? '').trim();
  return spelled !== '' ? spelled : key.trim();
}

/** Object placeholders in headwords (`etw. sagen`, `say sth.`, `jdn./etw. sehen`; the index drops the dots). */
const placeholderWord =
  /^(?:(?:etw|jdm|jdn|jds|jd|sth|sb|smb|smth|qn|qc|qch|qqch|qqn)\.?(?:'s)?)+$|^(?:so|sb|sth)\.(?:'s)?$/i;
const reflexivePronouns = new Set(['sich', 'se']);

/**
 * The word an entry is about, for matching it with a lemma: Ding and WikDict file verbs with
 * their objects (`etw. sagen`, `say sth.`, `(jdm.) etw. sagen` → sagen) and reflexive verbs with
 * their pronoun (`sich freuen` → freuen, `se battre`, `s'amuser` → amuser: isReflexive).
 */
export function baseHeadword(headword: string): { text: string; isReflexive: boolean } {
  const words = headword
    .replace(/\([^)]*\)/g, ' ')
    .split(/\s+/)
    .filter(
      (word) => word !== '' && !word.split('/').every((part) => part === '' || placeholderWord.test(part)),
    );
  let isReflexive = false;
  if (words.length > 1 && reflexivePronouns.has((words[0] ?? '').toLowerCase())) {
    words.shift();
    isReflexive = true;
  }
  let text = words.join(' ').replace(/^[/,;:.\s]+|[/,;:\s]+$/g, '');
  const elided = /^s['’](\p{L}{2,}.*)$/iu.exec(text);
  if (elided?.[1] !== undefined) {
    text = elided[1];
    isReflexive = true;
  }
  return { text, isReflexive };
}

function tagsOf(text: string): string[] {
  return [...text.matchAll(/<([^<>]*)>/g)].map((match) => match[1] ?? '').filter((tag) => tag.trim() !== '');
}

/** The dictionaries' part-of-speech tags (`n, fem`, `masc, n, sg`, `VI`, `s`, `adj`) → Universal tags. */
const posOfTag: Readonly<Record<string, PartOfSpeech>> = {
  n: 'NOUN',
  s: 'NOUN',
  noun: 'NOUN',
  nn: 'NOUN',
  masc: 'NOUN',
  fem: 'NOUN',
  neut: 'NOUN',
  m: 'NOUN',
  f: 'NOUN',
  nt: 'NOUN',
  pl: 'NOUN',
  v: 'VERB',
  vi: 'VERB',
  vt: 'VERB',
  verb: 'VERB',
  vblex: 'VERB',
  adj: 'ADJ',
  a: 'ADJ',
  adv: 'ADV',
  pn: 'PROPN',
  np: 'PROPN',
  prop: 'PROPN',
  prep: 'ADP',
  pr: 'ADP',
  pron: 'PRON',
  prn: 'PRON',
  conj: 'CCONJ',
  cnj: 'CCONJ',
  interj: 'INTJ',
  int: 'INTJ',
  intj: 'INTJ',
  num: 'NUM',
  art: 'DET',
  det: 'DET',
};

/** The first tag that names a part of speech, e.g. `<neut, n, sg>` → NOUN, `<v, intr>` → VERB. */
export function posOfTags(tags: readonly string[]): PartOfSpeech | null {
  for (const tag of tags) {
    for (const part of tag.split(/[,\s]+/)) {
      const pos = posOfTag[part.toLowerCase()];
      if (pos !== undefined) return pos;
    }
  }
  return null;
}

/** A translation line → its translations, cleaned; commas and semicolons inside brackets do not split. */
export function splitTranslations(line: string): string[] {
  // Tags and labels go first, once a line (`Haus <neut>, Heim <neut> [fig.]`); parentheses may
  // hold commas (`(sich) beeilen, (etw.) tun`), so the split skips them.
  const text = /[<[{]/.test(line)
    ? line
        .replace(/<[^<>]*>/g, ' ')
        .replace(/\[[^\]]*\]/g, ' ')
        .replace(/\{[^}]*\}/g, ' ')
    : line;
  const pieces = text.includes('(') ? splitOutsideBrackets(text) : text.split(/[,;]/);
  const seen = new Set<string>();
  const translations: string[] = [];
  for (const piece of pieces) {
    const cleaned = cleanTranslation(piece);
    if (cleaned === undefined || seen.has(cleaned.toLowerCase())) continue;
    seen.add(cleaned.toLowerCase());
    translations.push(cleaned);
  }
  return translations;
}

function splitOutsideBrackets(line: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index] ?? '';
    if ('([{<'.includes(char)) depth += 1;
    else if (')]}>'.includes(char)) depth = Math.max(0, depth - 1);
    else if (depth === 0 && (char === ',' || char === ';')) {
      pieces.push(line.slice(start, index));
      start = index + 1;
    }
  }
  pieces.push(line.slice(start));
  return pieces;
}

/** Placeholders for an object (German etw./jdn., English sth./sb., French qn/qc…): not part of a translation. */
const placeholders =
  /(?<![\p{L}])(?:etw|jdm|jdn|jds|jd|sth|sb|so|smb|smth|qn|qc|qch|qqch|qqn|qlcu|qlco|alg|algn)\.(?:'s)?(?![\p{L}])/gu;

/** Longer ones are explanations (`primeira letra do alfabeto`), not translations. */
const maxWords = 3;

/** Anything but letters, spaces, apostrophes and inner hyphens asks for the full clean-up. */
const needsCleaning = /[<>[\]{}()~.,;:!?"'„“”«»‹›\-–—\d/=…|@#*_]/;

/** One translation, cleaned of markup and abbreviations; undefined when nothing word-like is left. */
export function cleanTranslation(raw: string): string | undefined {
  // Most translations are plain words: skip the clean-up (millions of calls for Ding).
  if (!needsCleaning.test(raw)) {
    const plain = raw.trim().replace(/\s+/g, ' ');
    if (plain !== '' && plain.length <= 40 && plain.split(' ').length <= maxWords && /\p{L}/u.test(plain))
      return plain;
    if (plain === '' || plain.length > 40) return undefined;
  }
  // An elided form (French j', qu') is the full word's duplicate, not a translation.
  if (/['’]\s*$/.test(raw.replace(/<[^<>]*>|\[[^\]]*\]|\{[^}]*\}|\([^)]*\)/g, ''))) return undefined;
  const text = raw
    .replace(/<[^<>]*>/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\([^)]*\)/g, ' ')
    .replace(placeholders, ' ')
    .replace(/~/g, ' ')
    .replace(/\s+\d+\.\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  // A full stop left now ends an abbreviation (`RA.`, `usw.`) or a sentence: neither translates a word.
  if (/\.$/.test(text) && !text.endsWith('...')) return undefined;
  const bare = text.replace(/^["'„“”«»‹›\-–—.:!?]+|["„“”«»‹›\-–—.:,;!?]+$/gu, '').trim();
  if (bare === '' || bare.length > 40 || bare.split(' ').length > maxWords) return undefined;
  if (/[\d/=:…|@#*_]|\.\.|[<>[\]{}()]/.test(bare) || bare.includes('.')) return undefined;
  if (!/\p{L}/u.test(bare)) return undefined;
  return bare;
}
