import { describe, expect, it } from 'vitest';
import { cleanEspeakIpa, espeakInput, espeakIpa, espeakVersion, moveStressMarks } from './espeak.js';

describe('espeak output', () => {
  it('ends every word with a full stop, one a line', () => {
    expect(espeakInput(['casa', 'Mr.', 'dos\npalabras'])).toBe('casa.\nMr.\ndos palabras.\n');
  });

  it('drops language-switch marks, Danish’s stray question marks and French clitic marks', () => {
    expect(cleanEspeakIpa('(en)hˈaʊs(es)')).toBe('ˈhaʊs');
    expect(cleanEspeakIpa('tˈ?ɑnkə')).toBe('ˈtɑnkə');
    expect(cleanEspeakIpa('  kˈasa \n')).toBe('ˈkasa');
    expect(cleanEspeakIpa('lˈə-')).toBe('ˈlə');
  });

  it.each([
    ['kˈasa', 'ˈkasa', false], // es casa: to the word's start
    ['mɛzˈɔ̃', 'mɛˈzɔ̃', false], // fr maison: one consonant
    ['θeɾβˈeθa', 'θeɾˈβeθa', false], // es cerveza: ɾβ is no onset
    ['ɪnstˈɛd', 'ɪnˈstɛd', true], // en instead: s + stop
    ['estˈaɾ', 'esˈtaɾ', false], // es estar: Spanish divides s + stop
    ['despɾˈeθjo', 'desˈpɾeθjo', false], // es desprecio: stop + liquid
    ['ɪmpɹˈɛs', 'ɪmˈpɹɛs', true], // en impress: stop + liquid
    ['ɛkstɹˈiːm', 'ɛkˈstɹiːm', true], // en extreme: s + stop + liquid
    ['bᵻtɹˈeɪ', 'bᵻˈtɹeɪ', true], // en betray: ᵻ is a vowel
    ['ɡjˈatʃːo', 'ˈɡjatʃːo', false], // it ghiaccio
    ['ˈanrˌuːfən', 'ˈanˌruːfən', false], // de anrufen: secondary stress too
    ['ˈaɪ', 'ˈaɪ', true], // nothing to move
    ['ɔːlɹˈɛdi', 'ɔːlˈɹɛdi', true], // en already: lɹ is no onset
  ])('moves the stress mark to the syllable: %s → %s', (espeak, ipa, sClusterOnsets) => {
    expect(moveStressMarks(espeak, { sClusterOnsets })).toBe(ipa);
  });
});

const hasEspeak = espeakVersion() !== undefined;

describe.skipIf(!hasEspeak)('espeak-ng itself (Debian espeak-ng)', () => {
  it('gives IPA per word, in batches, for several voices at once', () => {
    const [spanish, english] = espeakIpa([
      { voice: 'es', words: ['casa', 'perro', 'estar'] },
      { voice: 'en-us', words: ['house', 'instead'], sClusterOnsets: true },
    ]);
    expect(spanish?.get('casa')).toBe('ˈkasa');
    expect(spanish?.get('perro')).toBe('ˈpero');
    expect(spanish?.get('estar')).toBe('esˈtaɾ');
    expect(english?.get('house')).toBe('ˈhaʊs');
    expect(english?.get('instead')).toBe('ɪnˈstɛd');
  });
});

if (!hasEspeak) console.log('espeak tests: espeak-ng is not installed; the run-through is skipped');
