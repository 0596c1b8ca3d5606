import { describe, expect, inject, it } from 'vitest';
import { loadLexicon } from './lexicon.js';

/** A subtitle file of the given lines, one cue each, two seconds apart. */
const srt = (lines: readonly string[]): string =>
  lines
    .map((line, index) => `${index + 1}\n00:00:0${index},000 --> 00:00:0${index},900\n${line}\n`)
    .join('\n');

describe('English narration left in a title of another language', () => {
  const lexicon = loadLexicon({ dir: inject('lexiconDir'), languages: ['es'] });
  const words = (lines: readonly string[]): string[] =>
    lexicon.analyse(srt(lines), 'es', { fileName: 'film.srt' }).words.map((word) => word.name);

  it('leaves out a short English line between English lines, though no marker word tells it', () => {
    const names = words([
      'So how can it possibly be 14 times the legal limit?',
      'Many people will say.',
      'The city has no choice at all.',
    ]);
    expect(names).not.toContain('people');
    expect(names).not.toContain('say');
  });

  it('keeps a short line of the language itself between English lines', () => {
    const names = words([
      'So how can it possibly be 14 times the legal limit?',
      'Sí, claro que sí.',
      'The city has no choice at all.',
    ]);
    expect(names).toContain('claro');
  });
});
