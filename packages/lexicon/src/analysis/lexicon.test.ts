import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lexiconLanguages } from '../languages/registry.js';
import { repositoryRoot } from '../tables/frequency.js';
import { testTableData } from '../testing/test-tables.js';
import { castWordsOf } from './analyse-title.js';
import { createLexiconFromTables, loadLexicon } from './lexicon.js';

/** A test that builds whole tables: seconds of work, several more on a loaded machine. */
const buildTimeoutMs = 60_000;

const srt = (...cues: string[]): string =>
  cues
    .map((text, index) => `${index + 1}\n00:00:0${index},000 --> 00:00:0${index},900\n${text}\n`)
    .join('\n');

const spanishTable = testTableData(
  'es',
  `
tengo tener:VERB
tiene tener:VERB
gato gato:NOUN
gatos gato:NOUN
perro perro:NOUN
casa casa:NOUN casar:VERB
ana Ana:PROPN
vi ver:VERB
poder poder:NOUN poder:VERB
puedo poder:VERB
puede poder:VERB
`,
  // rank 1–10 … so tener is level 1, gato rank 11 (level 1); perro and casa are not ranked (level 6).
  'de que no a la el tener tengo tiene es gato',
);

describe('a lexicon built from tables in memory', () => {
  const lexicon = createLexiconFromTables({ es: spanishTable });
  const analysis = lexicon.analyse(
    srt(
      'Tengo un gato.',
      'Ana tiene dos gatos y un perro.',
      'Mi gato vive con Bruno en casa de Lola.',
      'Lola es mi casa.',
    ),
    'es',
  );

  it('lists each lemma once, with its count, forms, level, part of speech and sentences', () => {
    const gato = analysis.words.find((word) => word.name === 'gato');
    expect(gato).toEqual({
      token: 'es:gato',
      name: 'gato',
      frequency: expect.any(Number),
      count: 3,
      diff: 1,
      occurs_in_orders: [0, 1, 2],
      forms: ['gato', 'gatos'],
      pos: 'NOUN',
    });
    expect(gato?.frequency).toBeGreaterThan(0);
    expect(analysis.words.find((word) => word.name === 'tener')).toMatchObject({
      count: 2,
      forms: ['tengo', 'tiene'],
    });
    expect(analysis.words.find((word) => word.name === 'perro')).toMatchObject({ diff: 6, frequency: 0 });
  });

  it('keeps function words, numbers and names out of the vocabulary', () => {
    const names = analysis.words.map((word) => word.name);
    expect(names).not.toContain('uno');
    expect(names).not.toContain('y');
    expect(names).not.toContain('2');
    expect(analysis.names).toEqual([
      { name: 'Lola', count: 2 },
      { name: 'Ana', count: 1 },
      { name: 'Bruno', count: 1 },
    ]);
  });

  it('sorts the words by count and sums the summary over them', () => {
    expect(analysis.words[0]?.name).toBe('gato');
    const total = Object.values(analysis.summary).reduce((sum, count) => sum + count, 0);
    expect(total).toBe(analysis.words.length);
    expect(Object.keys(analysis.summary)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('gives the sentences with their order and start time, and the counts', () => {
    expect(analysis.sentences[1]).toEqual({ order: 1, sentence: 'Ana tiene dos gatos y un perro.', time: 1 });
    expect(analysis.stats).toMatchObject({ format: 'srt', cues: 4, skippedCues: 0, sentences: 4 });
    expect(analysis.stats.tokens).toBe(3 + 7 + 9 + 4);
    expect(analysis.lexiconVersion).toBe(lexicon.version);
  });

  it('lists a word as the part of speech the title uses it as most, whose meaning the learner is shown', () => {
    const result = lexicon.analyse(srt('El poder.', 'Puedo ir.', 'Puede ser.'), 'es');
    expect(result.words.find((word) => word.name === 'poder')).toMatchObject({ count: 3, pos: 'VERB' });
  });

  it('counts a capitalised word as a word when the title also writes it in lower case', () => {
    const result = lexicon.analyse(srt('Vi al Zorro ayer.', 'El zorro corre.'), 'es');
    expect(result.names).toEqual([]);
    expect(result.words.find((word) => word.name === 'zorro')).toMatchObject({ count: 2, forms: ['zorro'] });
  });

  it("keeps a character's name out of the vocabulary even where the language has it as a word", () => {
    const file = srt('Casa, ven aquí.', 'Ana vi a Casa.', 'Tengo una casa.');
    const withoutCast = lexicon.analyse(file, 'es');
    expect(withoutCast.words.find((word) => word.name === 'casa')).toMatchObject({ count: 3 });

    const withCast = lexicon.analyse(file, 'es', { characterNames: ['Ana Casa (voice)', 'de la Vega'] });
    expect(withCast.names).toContainEqual({ name: 'Casa', count: 2 });
    // The title's own lower-case use of the word is still the word.
    expect(withCast.words.find((word) => word.name === 'casa')).toMatchObject({ count: 1, forms: ['casa'] });
  });

  it("takes the capitalised words of the characters' names, not particles or initials", () => {
    expect([...castWordsOf(['Rosa Díaz (voice)', 'Juan de la Cruz', 'J. Hope', "O'Neill"])]).toEqual([
      'rosa',
      'díaz',
      'juan',
      'cruz',
      'hope',
      "o'neill",
    ]);
  });

  it('refuses a language it has not loaded', () => {
    expect(() => lexicon.analyse(srt('Hello.'), 'en')).toThrow(/no tables for 'en'/);
  });
});

describe('loading the lexicon', () => {
  it(
    'builds a language without a built table in memory, with a stable version',
    { timeout: buildTimeoutMs },
    () => {
      const first = loadLexicon({ dir: '/nowhere', languages: ['es'] });
      const second = loadLexicon({ dir: '/nowhere', languages: ['es'] });
      expect(first.languages).toEqual(['es']);
      expect(first.origins.get('es')).toBe('in-memory');
      expect(first.version).toBe(second.version);
      const analysis = first.analyse(srt('Tengo un gato en casa.'), 'es');
      expect(analysis.words.map((word) => word.name)).toEqual(
        expect.arrayContaining(['tener', 'gato', 'casa']),
      );
      expect(analysis.words.find((word) => word.name === 'casa')?.diff).toBe(1);
    },
  );
});

const subtitlesDir = path.resolve(repositoryRoot, '../shared/data/subtitles');
const hasSharedSubtitles = existsSync(subtitlesDir);
if (!hasSharedSubtitles) console.log(`skipped: the shared subtitles are not in ${subtitlesDir}`);

describe.skipIf(!hasSharedSubtitles)('the shared subtitle files', () => {
  const lexicon = loadLexicon({ dir: '/nowhere' });
  const files = hasSharedSubtitles
    ? readdirSync(subtitlesDir).filter((file) => /\.(srt|vtt|ass)$/.test(file))
    : [];

  it.each(files)('%s is analysed in its language', (file) => {
    const language = lexiconLanguages.find((code) => file.startsWith(`${code}_`));
    expect(language).toBeDefined();
    if (language === undefined) return;
    const analysis = lexicon.analyse(readFileSync(path.join(subtitlesDir, file)), language, {
      fileName: file,
    });
    expect(analysis.words.length).toBeGreaterThan(30);
    expect(analysis.stats.tokens).toBeGreaterThan(analysis.words.length);
    const levels = Object.values(analysis.summary).reduce((sum, count) => sum + count, 0);
    expect(levels).toBe(analysis.words.length);
    for (const word of analysis.words) {
      expect(word.occurs_in_orders.length).toBeGreaterThan(0);
      expect(word.occurs_in_orders.every((order) => order < analysis.sentences.length)).toBe(true);
    }
  });
});
