import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PartOfSpeech } from '../languages/types.js';
import { repositoryRoot } from '../tables/frequency.js';
import type { DictdEntry } from './freedict.js';

/**
 * The English Wiktionary's translation tables as Matthias Buchmeier extracts them
 * (en.wiktionary.org/wiki/User:Matthias_Buchmeier; CC-BY-SA-3.0 and GFDL, used under
 * CC-BY-SA-3.0): one line per English sense, `chance {n} (an opportunity) :: chance {c},
 * mulighed {c}`. Read by the maintainer's gloss build only, never at run time, and not
 * committed: the maintainer puts `en-<lang>-enwiktionary.txt` and a `SOURCE` line naming where it
 * came from in WIKTIONARY_LISTS_DIR (default ../gloss-sources/buchmeier beside the checkout;
 * data/README.md names the file's repository and commit).
 */
export const defaultWiktionaryListsDir = (): string =>
  process.env.WIKTIONARY_LISTS_DIR ?? path.resolve(repositoryRoot, '../gloss-sources/buchmeier');

export const wiktionaryListFile = (dir: string, language: string): string =>
  path.join(dir, `en-${language}-enwiktionary.txt`);

/** The file's own version line and where it came from, for the sources list; undefined when absent. */
export function wiktionaryListVersion(dir: string, language: string): string | undefined {
  const file = wiktionaryListFile(dir, language);
  if (!existsSync(file)) return undefined;
  const version = /^# Version :: (\S+)/m.exec(readFileSync(file, 'utf8').slice(0, 1000))?.[1] ?? 'unknown';
  const source = path.join(dir, 'SOURCE');
  const from = existsSync(source) ? `; ${readFileSync(source, 'utf8').split('\n')[0]?.trim() ?? ''}` : '';
  return `${version}${from}`;
}

const partsOfSpeech: Readonly<Record<string, PartOfSpeech>> = {
  n: 'NOUN',
  v: 'VERB',
  adj: 'ADJ',
  adv: 'ADV',
  interj: 'INTJ',
  prep: 'ADP',
  pron: 'PRON',
  conj: 'CCONJ',
  num: 'NUM',
  determiner: 'DET',
  particle: 'PART',
};

/** One entry per line: headword the English word, one group, the sense's translations in order. */
export function readWiktionaryList(dir: string, language: string): DictdEntry[] {
  const entries: DictdEntry[] = [];
  for (const line of readFileSync(wiktionaryListFile(dir, language), 'utf8').split('\n')) {
    const entry = parseWiktionaryLine(line);
    if (entry !== undefined) entries.push(entry);
  }
  return entries;
}

/** `nice {adj} (attractive) :: pæn` → an entry; comments, cross-references (SEE:) and names → undefined. */
export function parseWiktionaryLine(line: string): DictdEntry | undefined {
  if (line.startsWith('#') || line.includes(' SEE: ')) return undefined;
  const [left, right] = line.split(' :: ');
  const match = /^(.+?) \{([a-z]+)\}/.exec(left ?? '');
  if (match === null || right === undefined) return undefined;
  const pos = partsOfSpeech[match[2] ?? ''];
  if (pos === undefined) return undefined;
  const translations = splitOutsideBrackets(right)
    .map(cleanTranslation)
    .filter((text): text is string => text !== undefined);
  if (translations.length === 0) return undefined;
  return { headword: match[1] ?? '', pos, groups: [translations], examples: 0, isUntagged: false };
}

/** `chance {c}, mulighed (ved en tilfældighed) {c}` → its translations, commas inside brackets kept. */
function splitOutsideBrackets(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of text) {
    if ('([{'.includes(character)) depth += 1;
    if (')]}'.includes(character)) depth = Math.max(0, depth - 1);
    if (character === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += character;
  }
  return [...parts, current];
}

/** `skynde sig` → skynde (the reflexive is the verb's), `pæn {c}` → pæn; four words or more → undefined. */
function cleanTranslation(raw: string): string | undefined {
  const text = raw
    .replace(/\{[^}]*\}|\([^)]*\)|\[[^\]]*\]/g, ' ')
    .replace(/\s+sig$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '' || text.split(' ').length > 3 || /[\d:;/=]/.test(text)) return undefined;
  return text;
}
