import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hasWordnet, openWordnet, parseWordnetGloss, parseWordnetIndexLine } from './wordnet.js';

const houseIndex =
  'house n 12 6 @ ~ #p %p + ; 12 7 03544360 08059870 08224580 08222966 08163025 07971449 00432164 08685677 08381296 08078020 04417809 03545150  ';
const houseData =
  '03544360 06 n 01 house 0 003 @ 03259505 n 0000 @ 02913152 n 0000 + 02459173 v 0101 | a dwelling that serves as living quarters for one or more families; "he has a house on Cape Cod"; "she felt she had to get out of the house"  ';

describe('WordNet lines', () => {
  it('reads an index line: the synsets in order, the tagged-sense count', () => {
    const entry = parseWordnetIndexLine(houseIndex);
    expect(entry?.lemma).toBe('house');
    expect(entry?.offsets).toHaveLength(12);
    expect(entry?.offsets[0]).toBe(3544360);
    expect(entry?.taggedSenses).toBe(7);
  });

  it('skips the licence header and malformed lines', () => {
    expect(parseWordnetIndexLine('  1 This software and database is being provided')).toBeUndefined();
    expect(parseWordnetIndexLine('house n x 6')).toBeUndefined();
    expect(parseWordnetIndexLine('house n 3 0 3 1 0001 0002')).toBeUndefined();
  });

  it('splits a gloss into its definition and first example', () => {
    expect(parseWordnetGloss(houseData)).toEqual({
      definition: 'a dwelling that serves as living quarters for one or more families',
      example: 'he has a house on Cape Cod',
    });
  });

  it('keeps a gloss in several parts and drops the attribution of a quotation', () => {
    expect(
      parseWordnetGloss(
        'x | used especially of what is legally or ethically right or proper or fitting; - A.Lincoln; "a just and lasting peace"',
      ),
    ).toEqual({
      definition: 'used especially of what is legally or ethically right or proper or fitting',
      example: 'a just and lasting peace',
    });
    expect(parseWordnetGloss('x | speak softly; in a low voice')).toEqual({
      definition: 'speak softly; in a low voice',
    });
    expect(parseWordnetGloss('no gloss here')).toBeUndefined();
  });
});

describe('a WordNet database', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wordnet-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const header = '  1 This software and database is being provided to you, the LICENSEE, by\n';
  const data = `${header}${houseData.replace('03544360', String(header.length).padStart(8, '0'))}\n`;
  writeFileSync(
    path.join(dir, 'index.noun'),
    `${header}${houseIndex.replace(' 03544360 ', ` ${String(header.length).padStart(8, '0')} `)}\n`,
  );
  writeFileSync(path.join(dir, 'data.noun'), data);
  for (const part of ['verb', 'adj', 'adv']) {
    writeFileSync(path.join(dir, `index.${part}`), header);
    writeFileSync(path.join(dir, `data.${part}`), header);
  }

  it('finds the first sense at the byte offset the index gives', () => {
    expect(hasWordnet(dir)).toBe(true);
    const wordnet = openWordnet(dir);
    expect(wordnet.firstSense('House', 'NOUN')).toEqual({
      definition: 'a dwelling that serves as living quarters for one or more families',
      example: 'he has a house on Cape Cod',
      taggedSenses: 7,
    });
    expect(wordnet.firstSense('house', 'VERB')).toBeUndefined();
    expect(wordnet.firstSense('home', 'NOUN')).toBeUndefined();
  });

  it('is absent when a file is missing', () => {
    expect(hasWordnet(path.join(dir, 'nowhere'))).toBe(false);
  });
});
