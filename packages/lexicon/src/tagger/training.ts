import { AveragedPerceptron } from './perceptron.js';
import { allFeatures, factsOf, type FormFacts, onlyTagOf, startTag } from './features.js';
import type { GoldTaggedSentence } from './treebank-sentences.js';
import type { PosTagger } from './pos-tagger.js';

export interface TrainingOptions {
  /** Passes over the sentences (default 6). */
  iterations?: number;
  /** Reports after each pass: its number and the share of tokens already tagged right. */
  onIteration?: (iteration: number, accuracy: number) => void;
}

/**
 * Trains the perceptron on gold-tagged sentences, left to right as tagging goes, with the tags it
 * guessed itself as history (as it will have at run time), except where the readings allow one tag
 * only: the form takes that tag at run time, so it is the history there too. The sentences are shuffled between
 * passes, always the same way, so a model is made again byte for byte from the same material.
 */
export function trainPerceptron(
  sentences: readonly GoldTaggedSentence[],
  options: TrainingOptions = {},
): AveragedPerceptron {
  const perceptron = new AveragedPerceptron();
  const order = sentences.map((_, index) => index);
  let seed = 12345;
  const random = (): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  for (const sentence of sentences) for (const tag of sentence.tags) perceptron.indexOfTag(tag);
  for (let iteration = 1; iteration <= (options.iterations ?? 6); iteration += 1) {
    let right = 0;
    let total = 0;
    for (const index of order) {
      const sentence = sentences[index] as GoldTaggedSentence;
      const facts = sentence.pieces.map(factsOf);
      let previous = startTag;
      let beforePrevious = startTag;
      sentence.pieces.forEach((piece, position) => {
        const features = allFeatures(sentence.pieces, facts, position, previous, beforePrevious);
        const guess = perceptron.predict(features);
        const truth = perceptron.indexOfTag(sentence.tags[position] ?? 'X');
        perceptron.update(features, truth, guess);
        if (guess === truth) right += 1;
        total += 1;
        beforePrevious = previous;
        previous = onlyTagOf(piece, facts[position] as FormFacts) ?? perceptron.tags[guess] ?? 'X';
      });
    }
    options.onIteration?.(iteration, total === 0 ? 0 : right / total);
    for (let index = order.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1));
      [order[index], order[other]] = [order[other] as number, order[index] as number];
    }
  }
  return perceptron;
}

/**
 * The share of pieces the tagger tags as the treebank does: of all, and of those it weighs (their
 * readings allow more than one tag). The first counts also where our readings and the treebank
 * name one thing differently (an auxiliary or a verb); the second is the tagger's own skill.
 */
export function taggingAccuracy(
  tagger: PosTagger,
  sentences: readonly GoldTaggedSentence[],
): { all: number; weighed: number } {
  let right = 0;
  let rightWeighed = 0;
  let weighed = 0;
  let total = 0;
  for (const sentence of sentences) {
    const tags = tagger.tag(sentence.pieces);
    tags.forEach((tag, index) => {
      const piece = sentence.pieces[index] as GoldTaggedSentence['pieces'][number];
      const isRight = tag === sentence.tags[index];
      total += 1;
      if (isRight) right += 1;
      if (onlyTagOf(piece, factsOf(piece)) !== undefined) return;
      weighed += 1;
      if (isRight) rightWeighed += 1;
    });
  }
  return { all: total === 0 ? 0 : right / total, weighed: weighed === 0 ? 0 : rightWeighed / weighed };
}
