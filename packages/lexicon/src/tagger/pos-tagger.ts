import {
  type FormFacts,
  endFacts,
  factsOf,
  formFeatures,
  historyFeatures,
  neighbourFeatures,
  pairFeature,
  shapeFeatures,
  shapeOf,
  startFacts,
  startTag,
  type TaggerToken,
} from './features.js';
import type { TaggerModel } from './tagger-model.js';

/** The neighbour offsets whose features depend on the neighbour's form alone. */
const offsets = [-2, -1, 1, 2] as const;

/** How many forms' summed weights are kept before the memory is cleared (a few MB at most). */
const cachedFormLimit = 4000;

/**
 * Tags a sentence's pieces left to right, each with the best tag given its form, its neighbours
 * and the two tags before it. The weights of a form's own features, and of its features as a
 * neighbour, are added up once and reused: a title of 15,000 words has only a few thousand forms.
 */
export class PosTagger {
  private readonly byForm = new Map<string, Float32Array>();
  private readonly byShape = new Map<string, Float32Array>();

  constructor(private readonly model: TaggerModel) {}

  get tags(): readonly string[] {
    return this.model.tags;
  }

  tag(tokens: readonly TaggerToken[]): string[] {
    if (this.byForm.size > cachedFormLimit) this.byForm.clear();
    if (this.byShape.size > cachedFormLimit) this.byShape.clear();
    const facts = tokens.map(factsOf);
    const tagCount = this.model.tags.length;
    const scores = new Float32Array(tagCount);
    const chosen: string[] = [];
    let previous = startTag;
    let beforePrevious = startTag;
    tokens.forEach((token, index) => {
      scores.fill(0);
      const own = facts[index] as FormFacts;
      add(scores, this.formWeights(token, own));
      add(scores, this.shapeWeights(shapeOf(token), own));
      for (const offset of offsets) {
        const neighbour = facts[index + offset] ?? (index + offset < 0 ? startFacts : endFacts);
        add(scores, this.neighbourWeights(offset, neighbour));
      }
      for (const feature of historyFeatures(previous, beforePrevious, own))
        this.model.addWeights(feature, scores);
      this.model.addWeights(pairFeature(own, facts[index + 1] ?? endFacts), scores);
      let best = 0;
      for (let tag = 1; tag < tagCount; tag += 1) if ((scores[tag] ?? 0) > (scores[best] ?? 0)) best = tag;
      const tag = this.model.tags[best] ?? 'X';
      chosen.push(tag);
      beforePrevious = previous;
      previous = tag;
    });
    return chosen;
  }

  private formWeights(token: TaggerToken, facts: FormFacts): Float32Array {
    return this.cached(this.byForm, `f ${facts.key}`, () => formFeatures(token, facts));
  }

  private shapeWeights(shape: string, facts: FormFacts): Float32Array {
    return this.cached(this.byShape, `${shape} ${facts.ambiguity}`, () => shapeFeatures(shape, facts));
  }

  private neighbourWeights(offset: number, facts: FormFacts): Float32Array {
    return this.cached(this.byForm, `${offset} ${facts.key}`, () => neighbourFeatures(offset, facts));
  }

  private cached(cache: Map<string, Float32Array>, key: string, features: () => string[]): Float32Array {
    let weights = cache.get(key);
    if (weights === undefined) {
      weights = new Float32Array(this.model.tags.length);
      for (const feature of features()) this.model.addWeights(feature, weights);
      cache.set(key, weights);
    }
    return weights;
  }
}

function add(scores: Float32Array, weights: Float32Array): void {
  for (let tag = 0; tag < weights.length; tag += 1) scores[tag] = (scores[tag] ?? 0) + (weights[tag] ?? 0);
}
