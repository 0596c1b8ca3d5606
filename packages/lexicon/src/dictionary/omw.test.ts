import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { omwServes, omwVersion, readOmwPair } from './omw.js';

/** Lines of Princeton WordNet 3.0's index files: lemma, pos, synsets, pointers, counts, offsets. */
const licenceHeader = '  1 This software and database is being provided to you, the LICENSEE, by';
const index = {
  noun: [
    licenceHeader,
    // bank: the sloping land first, the financial institution second, as WordNet orders them.
    'bank n 2 1 @ 2 1 09213565 08420278',
    'dish n 2 1 @ 2 1 03206908 07557434',
    'dog n 2 1 @ 2 1 02084071 10114209',
    'right n 2 1 @ 2 1 05174653 13341350',
  ],
  // No eat here: unlike omw-slovak.ts, this reader does not check eat's offset.
  verb: [licenceHeader, 'run v 1 1 @ 1 1 01926311'],
  adj: [licenceHeader],
  adv: [licenceHeader],
};

/** OMW's tab files: synset, kind, word. The file order is not the order of the senses. */
const spanish = [
  '# Wiktionary translations linked to WordNet 3.0',
  '08420278-n\tspa:lemma\tbanco',
  '09213565-n\tspa:lemma\torilla',
  '02084071-n\tspa:lemma\tcan',
  '02084071-n\tspa:lemma\tperro',
  '07557434-n\tspa:lemma\tplato',
  '05174653-n\tspa:lemma\tderecho',
  '01926311-v\tspa:lemma\tcorrer',
];
const danish = [
  '02084071-n\tdan:lemma\thund',
  // ret the dish is listed first; ret the right is the commoner meaning (right's first sense).
  '07557434-n\tdan:lemma\tret',
  '05174653-n\tdan:lemma\tret',
];

const root = mkdtempSync(path.join(tmpdir(), 'omw-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function omwFolder(name: string, withIndex: boolean): string {
  const dir = path.join(root, name);
  mkdirSync(path.join(dir, 'wordnet-3.0'), { recursive: true });
  if (withIndex)
    for (const [part, lines] of Object.entries(index))
      writeFileSync(path.join(dir, 'wordnet-3.0', `index.${part}`), `${lines.join('\n')}\n`);
  writeFileSync(path.join(dir, 'wn-wikt-spa.tab'), `${spanish.join('\n')}\n`);
  writeFileSync(path.join(dir, 'wn-wikt-dan.tab'), `${danish.join('\n')}\n`);
  writeFileSync(
    path.join(dir, 'SOURCE'),
    'github.com/omwn/omw-data f75be19ec590da12a7a5665e361690b5badb7a25\n',
  );
  return dir;
}

const dir = omwFolder('omw', true);
const entryOf = (entries: ReturnType<typeof readOmwPair>, headword: string, pos: string) =>
  entries.find((entry) => entry.headword === headword && entry.pos === pos);

describe('readOmwPair', () => {
  it("gives an English lemma's Spanish words, its commonest sense first", () => {
    const entries = readOmwPair(dir, 'en', 'es');
    expect(entryOf(entries, 'bank', 'NOUN')?.groups).toEqual([['orilla'], ['banco']]);
    expect(entryOf(entries, 'run', 'VERB')?.groups).toEqual([['correr']]);
    // dog's second synset has no Spanish word: one group only.
    expect(entryOf(entries, 'dog', 'NOUN')?.groups).toHaveLength(1);
  });

  it("orders a synset's words by the rank given, commonest first", () => {
    const ranks: Record<string, number> = { perro: 1, can: 20 };
    const entries = readOmwPair(dir, 'en', 'es', (word) => ranks[word]);
    expect(entryOf(entries, 'dog', 'NOUN')?.groups).toEqual([['perro', 'can']]);
  });

  it('joins Danish and Spanish through the synsets they share', () => {
    const entries = readOmwPair(dir, 'da', 'es');
    expect(entryOf(entries, 'hund', 'NOUN')?.groups[0]).toContain('perro');
    // The meanings stay apart, the commoner (by its English lemma's sense number) first.
    expect(entryOf(entries, 'ret', 'NOUN')?.groups).toEqual([['derecho'], ['plato']]);
  });

  it('has no entry for a word of no shared synset', () => {
    const entries = readOmwPair(dir, 'da', 'es');
    expect(entries.map((entry) => entry.headword).sort()).toEqual(['hund', 'ret']);
  });
});

describe('omwServes and omwVersion', () => {
  it('serves a pair whose both sides have words, and only with the WordNet index', () => {
    expect(omwServes(dir, 'en', 'es')).toBe(true);
    expect(omwServes(dir, 'da', 'es')).toBe(true);
    expect(omwServes(dir, 'en', 'fr')).toBe(false);
    expect(omwServes(omwFolder('no-index', false), 'da', 'es')).toBe(false);
  });

  it("reads SOURCE's line, and nothing from a folder that is not there", () => {
    expect(omwVersion(dir)).toBe('github.com/omwn/omw-data f75be19ec590da12a7a5665e361690b5badb7a25');
    expect(omwVersion(path.join(root, 'nowhere'))).toBeUndefined();
  });
});
