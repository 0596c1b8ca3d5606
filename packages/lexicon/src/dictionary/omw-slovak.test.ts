import { existsSync, mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DictdEntry } from './freedict.js';
import { cleanOmwWord, omwSlovakFiles, omwSlovakVersion, parseOmwTab, readOmwSlovak } from './omw-slovak.js';
import { ranksFromNpmList } from './target-ranks.js';

describe('cleanOmwWord', () => {
  it('drops parenthesised notes and refuses odd words', () => {
    expect(cleanOmwWord('pes domáci (Canis familiaris)')).toBe('pes domáci');
    expect(cleanOmwWord('mať_rád')).toBe('mať rád');
    expect(cleanOmwWord('CZK')).toBe('CZK');
    expect(cleanOmwWord('3D tlač')).toBeUndefined();
    expect(cleanOmwWord('a b c d')).toBeUndefined();
  });
});

describe('parseOmwTab', () => {
  it('files satellites under -a and skips the header', () => {
    const synsets = parseOmwTab('# Slovak WordNet\tslk\turl\tCC BY SA 3.0\n00001740-s\tslk:lemma\tschopný\n');
    expect([...(synsets.get('00001740-a')?.words.keys() ?? [])]).toEqual(['schopný']);
  });
});

describe('readOmwSlovak on sample files', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'omw-slovak-'));
  const wordnet = path.join(dir, omwSlovakFiles.wordnetDir);
  mkdirSync(wordnet);
  writeFileSync(
    path.join(dir, omwSlovakFiles.wordnet),
    '02084071-n\tslk:lemma\tpes\n03544360-n\tslk:lemma\tdom\n08078020-n\tslk:lemma\tdomácnosť\n01168468-v\tslk:lemma\tjesť\n',
  );
  writeFileSync(
    path.join(dir, omwSlovakFiles.wiktionary),
    '02084071-n\tslk:lemma\tsuka\n02084071-n\tslk:lemma\tpes\n',
  );
  writeFileSync(path.join(dir, omwSlovakFiles.version), 'github omwn/omw-data@abc\n');
  writeFileSync(
    path.join(wordnet, 'index.noun'),
    '  1 header line\ndog n 2 1 @ 2 1 02084071 10114209  \nhouse n 2 1 @ 2 1 03544360 08078020  \n',
  );
  writeFileSync(
    path.join(wordnet, 'index.verb'),
    'eat v 2 1 @ 2 1 01168468 01166351  \nhouse v 1 1 @ 1 0 02650552  \n',
  );
  writeFileSync(path.join(wordnet, 'index.adj'), '');
  writeFileSync(path.join(wordnet, 'index.adv'), '');

  it('gives English headwords, senses in WordNet order, words both sources give first', () => {
    const entries = readOmwSlovak(dir);
    expect(entries.find((entry) => entry.headword === 'house')).toMatchObject({
      pos: 'NOUN',
      groups: [['dom'], ['domácnosť']],
    });
    expect(entries.find((entry) => entry.headword === 'dog')?.groups).toEqual([['pes', 'suka']]);
    expect(entries.find((entry) => entry.headword === 'eat')).toMatchObject({
      pos: 'VERB',
      groups: [['jesť']],
    });
    expect(omwSlovakVersion(dir)).toBe('github omwn/omw-data@abc');
  });

  it("refuses Debian's patched index, whose verb offsets drift", () => {
    writeFileSync(path.join(wordnet, 'index.verb'), 'eat v 2 1 @ 2 1 01168486 01166369  \n');
    expect(() => readOmwSlovak(dir)).toThrow(/original WordNet 3\.0/);
  });
});

const realDir = process.env.OMW_SLOVAK_DIR ?? '/work/gloss-sources/omw-slovak';
const hasReal =
  existsSync(path.join(realDir, omwSlovakFiles.wordnet)) &&
  existsSync(path.join(realDir, omwSlovakFiles.wordnetDir));
if (!hasReal)
  console.log(
    `omw-slovak: ${realDir} has no OMW Slovak files and WordNet 3.0 index: real-data tests skipped`,
  );

describe.skipIf(!hasReal)(`the real OMW Slovak files in ${realDir}`, () => {
  const entries = hasReal ? readOmwSlovak(realDir, { rankOf: ranksFromNpmList('sk')?.rankOf }) : [];
  const byHeadword = new Map<string, DictdEntry[]>();
  for (const entry of entries)
    byHeadword.set(entry.headword, [...(byHeadword.get(entry.headword) ?? []), entry]);
  /** The first translation of the headword's first part of speech, then of its first sense. */
  const first = (headword: string): string | undefined => byHeadword.get(headword)?.[0]?.groups[0]?.[0];
  const firstSense = (headword: string): string[] => byHeadword.get(headword)?.[0]?.groups[0] ?? [];

  it('has tens of thousands of English headwords', () => {
    expect(byHeadword.size).toBeGreaterThan(25_000);
  });

  it.each([
    ['house', 'dom'],
    ['dog', 'pes'],
    ['eat', 'jesť'],
    ['water', 'voda'],
    ['woman', 'žena'],
    ['money', 'peniaze'],
    ['see', 'vidieť'],
    ['good', 'dobrý'],
    ['hear', 'počuť'],
  ])('%s → %s first', (english, slovak) => {
    expect(first(english)).toBe(slovak);
  });

  it.each([
    ['car', 'auto'],
    ['say', 'povedať'],
    ['man', 'muž'],
    ['time', 'čas'],
    ['go', 'ísť'],
  ])('%s → %s in the first sense', (english, slovak) => {
    expect(firstSense(english)).toContain(slovak);
  });

  it('gives the part of speech', () => {
    expect(byHeadword.get('eat')?.[0]?.pos).toBe('VERB');
    expect(byHeadword.get('house')?.map((entry) => entry.pos)).toEqual(['NOUN', 'VERB']);
  });

  it('names its source', () => {
    expect(omwSlovakVersion(realDir)).toMatch(/omwn\/omw-data@[0-9a-f]{40}/);
  });
});
