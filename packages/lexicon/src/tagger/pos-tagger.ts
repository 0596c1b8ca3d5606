import {
  afterFormFeature,
  afterTagFeatures,
  type FormFacts,
  endFacts,
  factsOf,
  formFeatures,
  neighbourFeatures,
  onlyTagOf,
  pairFeature,
  shapeFeatures,
  shapeIndexOf,
  shapes,
  startFacts,
  startTag,
  tagHistoryFeatures,
  type TaggerToken,
} from './features.js';
import type { TaggerModel } from './tagger-model.js';
import { itemAt } from '../languages/neighbours.js';

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
  /** The one tag its readings allow, when they allow one only (and the model knows it): its index. */
  readonly onlyTag: number | undefined;
  /**
   * The tags its readings allow, when the model knows them all: only these are weighed, since a
   * tag no reading has would leave the choice to the table anyway.
   */
  readonly candidates: Int32Array | undefined;
  /** The weights of its shape features, by the shape's number (shapeIndexOf). */
  readonly byShape: (Float32Array | undefined)[];
  /** The weights of its features with the tag before it, by that tag's index. */
  readonly afterTag: (Float32Array | undefined)[];
  /** The weights of what it can be next to what the next form can be, by the next one's class. */
  readonly beforeClass: Map<string, Float32Array>;
  /** The weights of the form after the word before it, by that word's key. */
  readonly afterForm: Map<string, Float32Array>;
}

/**
 * Tags a sentence's pieces left to right, each with the best tag given its form, its neighbours
 * and the two tags before it. The weights of a form's own features, and of its features as a
 * neighbour, are added up once and reused: a title of 15,000 words has only a few thousand forms.
 * Tags are handled by their index in the model's tags (the start of the sentence is one past the
 * last), so that the weights kept per tag are found without making a string per token.
 */
export class PosTagger {
  private readonly forms = new Map<string, FormEntry>();
  /** The two tags before, alone, by `beforePrevious * tagSlots + previous`: the same for every form. */
  private readonly tagPairs: (Float32Array | undefined)[];
  private readonly allTags: Int32Array;
  /** How many tag indices there are: the model's tags and the sentence start. */
  private readonly tagSlots: number;
  private readonly startIndex: number;
  /** The ten groups of weights a token sums, reused from token to token. */
  private readonly groups: Float32Array[] = [];
  private readonly start: FormEntry;
  private readonly end: FormEntry;

  constructor(private readonly model: TaggerModel) {
    this.allTags = Int32Array.from(model.tags.keys());
    this.startIndex = model.tags.length;
    this.tagSlots = model.tags.length + 1;
    this.tagPairs = new Array<Float32Array | undefined>(this.tagSlots * this.tagSlots);
    this.start = this.entryOf(startFacts);
    this.end = this.entryOf(endFacts);
  }

  tag(tokens: readonly TaggerToken[]): string[] {
    if (this.forms.size > cachedFormLimit) this.forms.clear();
    const entries = tokens.map((token) => this.formEntry(token));
    const chosen: string[] = [];
    let previous = this.startIndex;
    let beforePrevious = this.startIndex;
    for (let index = 0; index < tokens.length; index += 1) {
      const own = entries[index] as FormEntry;
      // A form the readings know only one way (most words) takes that tag without weighing:
      // the weights would agree, and it is most of the time a title takes.
      const best =
        own.onlyTag ??
        this.bestTagAt(entries, index, own, tokens[index] as TaggerToken, previous, beforePrevious);
      chosen.push(this.model.tags[best] ?? 'X');
      beforePrevious = previous;
      previous = best;
    }
    return chosen;
  }

  /** The best tag of an ambiguous token, by its weights summed over the ten groups. */
  private bestTagAt(
    entries: readonly FormEntry[],
    index: number,
    own: FormEntry,
    token: TaggerToken,
    previous: number,
    beforePrevious: number,
  ): number {
    const weights = this.groups;
    weights[0] = own.own;
    weights[1] = this.shapeWeights(own, shapeIndexOf(token));
    for (let slot = 0; slot < offsets.length; slot += 1) {
      const at = index + (offsets[slot] as number);
      const neighbour = itemAt(entries, at) ?? (at < 0 ? this.start : this.end);
      weights[2 + slot] = neighbour.asNeighbour[slot] as Float32Array;
    }
    weights[6] = this.tagPairWeights(beforePrevious, previous);
    weights[7] = this.afterTagWeights(own, previous);
    weights[8] = this.pairWeights(own, (itemAt(entries, index + 1) ?? this.end).facts);
    weights[9] = this.afterFormWeights(own, (itemAt(entries, index - 1) ?? this.start).facts);
    return bestTag(weights, own.candidates ?? this.allTags);
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
    const onlyTag = only === undefined ? -1 : this.model.tags.indexOf(only);

    const candidates = facts.ambiguity.split('|').map((tag) => this.model.tags.indexOf(tag));
    return {
      facts,
      onlyTag: onlyTag >= 0 ? onlyTag : undefined,
      candidates:
        candidates.length > 1 && candidates.every((tag) => tag >= 0)
          ? Int32Array.from(candidates)
          : undefined,
      own: token === undefined ? this.weightsOf([]) : this.weightsOf(formFeatures(token, facts)),
      asNeighbour: offsets.map((offset) => this.weightsOf(neighbourFeatures(offset, facts))),
      byShape: [],
      afterTag: [],
      beforeClass: new Map(),
      afterForm: new Map(),
    };
  }

  /** A tag's name by its index: the model's tag, or the sentence start. */
  private tagName(index: number): string {
    return index === this.startIndex ? startTag : (this.model.tags[index] ?? 'X');
  }

  /** The two tags before, alone: the same for every form. */
  private tagPairWeights(beforePrevious: number, previous: number): Float32Array {
    const slot = beforePrevious * this.tagSlots + previous;
    let weights = this.tagPairs[slot];
    if (weights === undefined) {
      weights = this.weightsOf(tagHistoryFeatures(this.tagName(previous), this.tagName(beforePrevious)));
      this.tagPairs[slot] = weights;
    }
    return weights;
  }

  private afterTagWeights(entry: FormEntry, previous: number): Float32Array {
    let weights = entry.afterTag[previous];
    if (weights === undefined) {
      weights = this.weightsOf(afterTagFeatures(this.tagName(previous), entry.facts));
      entry.afterTag[previous] = weights;
    }
    return weights;
  }

  private pairWeights(entry: FormEntry, next: FormFacts): Float32Array {
    let weights = entry.beforeClass.get(next.ambiguity);
    if (weights === undefined) {
      weights = this.weightsOf([pairFeature(entry.facts, next)]);
      entry.beforeClass.set(next.ambiguity, weights);
    }
    return weights;
  }

  private afterFormWeights(entry: FormEntry, before: FormFacts): Float32Array {
    let weights = entry.afterForm.get(before.key);
    if (weights === undefined) {
      weights = this.weightsOf([afterFormFeature(before, entry.facts)]);
      entry.afterForm.set(before.key, weights);
    }
    return weights;
  }

  private shapeWeights(entry: FormEntry, shape: number): Float32Array {
    let weights = entry.byShape[shape];
    if (weights === undefined) {
      weights = this.weightsOf(shapeFeatures(shapes[shape] as string, entry.facts));
      entry.byShape[shape] = weights;
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
