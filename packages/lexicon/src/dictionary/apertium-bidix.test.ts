import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apertiumShareDir, hasLtProc } from '../sources/apertium.js';
import { bidixTranslations, ownAnalyses, parseBidixLine, posOfApertiumTags } from './apertium-bidix.js';

describe('Apertium bilingual look-ups', () => {
  it('keeps the analyses whose lemma is the word itself', () => {
    const line =
      '^casa/casa<n><f><sg>/casar<vblex><pri><p3><sg>/casar<vblex><imp><p2><sg>/casarse<vblex><pron><pri><p3><sg>$';
    expect(ownAnalyses(line, 'casa')).toEqual(['casa<n><f><sg>']);
    expect(ownAnalyses('^Casa/casa<n><f><sg>$', 'Casa')).toEqual(['Casa<n><f><sg>']);
  });

  it('drops unknown words, contractions and split lines', () => {
    expect(ownAnalyses('^xyzzy/*xyzzy$', 'xyzzy')).toEqual([]);
    expect(ownAnalyses('^del/de<pr>+el<det><def><m><sg>$', 'del')).toEqual([]);
    expect(ownAnalyses('^peut/pouvoir<vblex>$^-être/être<vbser>$', 'peut-être')).toEqual([]);
  });

  it('reads the bilingual answer: the default first, unknowns and placeholders out', () => {
    expect(parseBidixLine('^casa<n><f><sg>/house<n><sg>/home<n><sg>$')).toEqual(['house', 'home']);
    expect(parseBidixLine('^banco<n><f><sg>/@banco<n><f><sg>$')).toEqual([]);
    expect(parseBidixLine('^dar<vblex># cuenta/realise<vblex>$')).toEqual(['realise']);
    expect(parseBidixLine('^take<vblex># care/cuidar<vblex>/tener# cuidado<vblex>$')).toEqual([
      'cuidar',
      'tener cuidado',
    ]);
    expect(parseBidixLine('^yo<prn><tn><p1><mf><sg>/prpers<prn><tn><p1><mf><sg>$')).toEqual([]);
    expect(parseBidixLine('not a stream line')).toEqual([]);
  });

  it('names the part of speech from the first tag', () => {
    expect(posOfApertiumTags('casa<n><f><sg>')).toBe('NOUN');
    expect(posOfApertiumTags('ser<vbser><inf>')).toBe('AUX');
    expect(posOfApertiumTags('ya<adv>')).toBe('ADV');
    expect(posOfApertiumTags('x<zzz>')).toBeNull();
  });
});

const analyser = path.join(apertiumShareDir(), 'apertium-eng-spa/spa-eng.automorf.bin');
const bidix = path.join(apertiumShareDir(), 'apertium-eng-spa/spa-eng.autobil.bin');
const hasPair = existsSync(analyser) && existsSync(bidix) && hasLtProc();
if (!hasPair) console.log('apertium bidix test: apertium-eng-spa is not installed; the look-up is skipped');

describe.skipIf(!hasPair)('lt-proc on apertium-eng-spa', () => {
  it('translates Spanish lemmas by part of speech', () => {
    const result = bidixTranslations(analyser, bidix, ['casa', 'correr', 'xyzzy', 'a$b']);
    expect(result.get('casa')).toEqual([{ pos: 'NOUN', translations: ['house', 'home'] }]);
    expect(result.get('correr')?.[0]).toMatchObject({ pos: 'VERB', translations: ['run'] });
    expect(result.has('xyzzy')).toBe(false);
    expect(result.has('a$b')).toBe(false);
  });
});
