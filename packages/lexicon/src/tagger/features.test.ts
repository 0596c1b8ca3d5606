import { describe, expect, it } from 'vitest';
import { allFeatures, factsOf, type TaggerToken } from './features.js';

const piece = (key: string): TaggerToken => ({ key, text: key, isSentenceStart: false, readings: [] });

describe('tagger features', () => {
  it('weighs a form together with the word before it, so that a word pair can decide its tag', () => {
    // en `to record` against `the record`: the pair says more than either word alone.
    const tokens = ['to', 'record'].map(piece);
    const features = allFeatures(tokens, tokens.map(factsOf), 1, 'PRON', '<s>');
    expect(features).toContain('ww to record');
    expect(allFeatures(tokens, tokens.map(factsOf), 0, '<s>', '<s>')).toContain('ww <s> to');
  });
});
