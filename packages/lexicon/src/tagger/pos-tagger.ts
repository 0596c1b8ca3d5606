import {
  afterTagFeatures,
  type FormFacts,
  endFacts,
  factsOf,
  formFeatures,
  neighbourFeatures,
  onlyTagOf,
  pairFeature,
  shapeFeatures,
  shapeOf,
  startFacts,
  startTag,
  tagHistoryFeatures,
  type TaggerToken,
} from './features.js';
import type { TaggerModel } from './tagger-model.js';

/** The neighbour offsets whose features depend on the neighbour's form alone. */
const offsets = [-2, -1, 1, 2] as const;

/**
 * How many forms' summed weights are kept before they are cleared: a full-length title has a few
 * thousand distinct forms, and 8,000 forms take 2–6 MB.
 */
const cachedFormLimit = 8000;

/** What the tagger worked out once for a form: its facts and its summed weights. */
interface FormEntry {
  readonly facts: FormFacts;
  /** The weights of the form's own features. */
  readonly own: Float32Array;
  /** The weights of its features as the neighbour at −2, −1, +1, +2. */
  readonly asNeighbour: readonly Float32Array[];
  /** The one tag its readings allow, when they allow one only (and the model knows it). */
  readonly onlyTag: string | undefined;
  /**
   * The tags its readings allow, when the model knows them all: only these are weighed, since a
   * tag no reading has would leave the choice to the table anyway.
   */
  readonly candidates: Int32Array | undefined;
  /** The weights of its shape features, by shape (capitalised, at a sentence start …). */
  readonly byShape: Map<string, Float32Array>;
  /** The weights of its features with the tag before it, by that tag. */
  readonly afterTag: Map<string, Float32Array>;
  /** The weights of what it can be next to what the next form can be, by the next one's class. */
  readonly beforeClass: Map<string, Float32Array>;
}

/**
 * Tags a sentence's pieces left to right, each with the best tag given its form, its neighbours
 * and the two tags before it. The weights of a form's own features, and of its features as a
 * neighbour, are added up once and reused: a title of 15,000 words has only a few thousand forms.
 */
export class PosTagger {
  private readonly forms = new Map<string, FormEntry>();
  private readonly tagPairs = new Map<string, Float32Array>();
  private readonly allTags: Int32Array;
  /** The nine groups of weights a token sums, reused from token to token. */
  private readonly groups: Float32Array[] = [];
  private readonly start: FormEntry;
  private readonly end: FormEntry;

  constructor(private readonly model: TaggerModel) {
    this.allTags = Int32Array.from(model.tags.keys());
    this.start = this.entryOf(startFacts);
    this.end = this.entryOf(endFacts);
  }

  tag(tokens: readonly TaggerToken[]): string[] {
    if (this.forms.size > cachedFormLimit) this.forms.clear();
    const entries = tokens.map((token) => this.formEntry(token));
    const chosen: string[] = [];
    let previous = startTag;
    let beforePrevious = startTag;
    for (let index = 0; index < tokens.length; index += 1) {
      const token = tokens[index] as TaggerToken;
      const own = entries[index] as FormEntry;
      // A form the readings know only one way (most words) takes that tag without weighing:
      // the weights would agree, and it is most of the time a title takes.
      if (own.onlyTag !== undefined) {
        chosen.push(own.onlyTag);
        beforePrevious = previous;
        previous = own.onlyTag;
        continue;
      }
      const weights = this.groups;
      weights[0] = own.own;
      weights[1] = this.shapeWeights(own, shapeOf(token));
      offsets.forEach((offset, slot) => {
        const at = index + offset;
        weights[2 + slot] = (entries[at] ?? (at < 0 ? this.start : this.end)).asNeighbour[
          slot
        ] as Float32Array;
      });
      weights[6] = this.tagPairWeights(beforePrevious, previous);
      weights[7] = this.afterTagWeights(own, previous);
      weights[8] = this.pairWeights(own, (entries[index + 1] ?? this.end).facts);
      const best = bestTag(weights, own.candidates ?? this.allTags);
      const tag = this.model.tags[best] ?? 'X';
      chosen.push(tag);
      beforePrevious = previous;
      previous = tag;
    }
    return chosen;
  }

  private formEntry(token: TaggerToken): FormEntry {
    let entry = this.forms.get(token.key);
    if (entry === undefined) {
      entry = this.entryOf(factsOf(token), token);
      this.forms.set(token.key, entry);
    }
    return entry;
  }

  private entryOf(facts: FormFacts, token?: TaggerToken): FormEntry {
    const only = token === undefined ? undefined : onlyTagOf(token, facts);
    const onlyTag = only !== undefined && this.model.tags.includes(only) ? only : undefined;

    const candidates = facts.ambiguity.split('|').map((tag) => this.model.tags.indexOf(tag));
    return {
      facts,
      onlyTag,
      candidates:
        candidates.length > 1 && candidates.every((tag) => tag >= 0)
          ? Int32Array.from(candidates)
          : undefined,
      own: token === undefined ? this.weightsOf([]) : this.weightsOf(formFeatures(token, facts)),
      asNeighbour: offsets.map((offset) => this.weightsOf(neighbourFeatures(offset, facts))),
      byShape: new Map(),
      afterTag: new Map(),
      beforeClass: new Map(),
    };
  }

  /** The two tags before, alone: the same for every form. */
  private tagPairWeights(beforePrevious: string, previous: string): Float32Array {
    return this.memo(this.tagPairs, `${beforePrevious} ${previous}`, () =>
      tagHistoryFeatures(previous, beforePrevious),
    );
  }

  private afterTagWeights(entry: FormEntry, previous: string): Float32Array {
    return this.memo(entry.afterTag, previous, () => afterTagFeatures(previous, entry.facts));
  }

  private pairWeights(entry: FormEntry, next: FormFacts): Float32Array {
    return this.memo(entry.beforeClass, next.ambiguity, () => [pairFeature(entry.facts, next)]);
  }

  private shapeWeights(entry: FormEntry, shape: string): Float32Array {
    return this.memo(entry.byShape, shape, () => shapeFeatures(shape, entry.facts));
  }

  /** The summed weights of `features` kept under `key`, added up the first time only. */
  private memo(cache: Map<string, Float32Array>, key: string, features: () => string[]): Float32Array {
    let weights = cache.get(key);
    if (weights === undefined) {
      weights = this.weightsOf(features());
      cache.set(key, weights);
    }
    return weights;
  }

  private weightsOf(features: readonly string[]): Float32Array {
    const weights = new Float32Array(this.model.tags.length);
    for (const feature of features) this.model.addWeights(feature, weights);
    return weights;
  }
}

/** The tag among `candidates` whose weights, summed over every group, are highest. */
function bestTag(weights: readonly Float32Array[], candidates: Int32Array): number {
  let best = candidates[0] ?? 0;
  let bestScore = -Infinity;
  for (const tag of candidates) {
    let score = 0;
    for (const group of weights) score += group[tag] ?? 0;
    if (score > bestScore) {
      best = tag;
      bestScore = score;
    }
  }
  return best;
}
