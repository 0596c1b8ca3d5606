import { describe, expect, it } from 'vitest';
import { readingForTag } from './reading-for-tag.js';
import { AveragedPerceptron } from './perceptron.js';
import { TaggerModel } from './tagger-model.js';

describe('the tagger model', () => {
  it('learns which tag features point to, and keeps it through its file', () => {
    const perceptron = new AveragedPerceptron();
    const noun = perceptron.indexOfTag('NOUN');
    const verb = perceptron.indexOfTag('VERB');
    for (let step = 0; step < 20; step += 1) {
      perceptron.update(['w casa', 'bias'], noun, perceptron.predict(['w casa', 'bias']));
      perceptron.update(['w come', 'bias'], verb, perceptron.predict(['w come', 'bias']));
    }
    expect(perceptron.tags[perceptron.predict(['w come', 'bias'])]).toBe('VERB');
    const model = TaggerModel.fromWeights(
      { language: 'es', tags: perceptron.tags, trainedOn: ['toy'] },
      perceptron.averaged(),
      0,
    );
    const copy = TaggerModel.fromFile(model.toFile());
    const scores = new Float32Array(copy.tags.length);
    copy.addWeights('w come', scores);
    expect(scores[verb]).toBeGreaterThan(scores[noun] ?? 0);
    expect(copy.header.trainedOn).toEqual(['toy']);
  });

  it('refuses a file that is not a model', () => {
    expect(() => TaggerModel.fromFile(new Uint8Array([1, 2, 3]))).toThrow();
  });
});

describe('the reading a tag points to', () => {
  const para = [[{ lemma: 'parar', pos: 'VERB' as const }], [{ lemma: 'para', pos: 'ADP' as const }]];
  const sono = [[{ lemma: 'essere', pos: 'AUX' as const }], [{ lemma: 'sonare', pos: 'VERB' as const }]];

  it('moves off the likeliest reading only when the tag contradicts its kind', () => {
    expect(readingForTag(para, 'ADP')?.[0]?.lemma).toBe('para');
    expect(readingForTag(para, 'VERB')?.[0]?.lemma).toBe('parar');
    expect(readingForTag(sono, 'VERB')?.[0]?.lemma).toBe('essere');
  });

  it('leaves the choice to the table when no reading fits the tag', () => {
    expect(readingForTag(para, 'NOUN')).toBeUndefined();
  });
});
