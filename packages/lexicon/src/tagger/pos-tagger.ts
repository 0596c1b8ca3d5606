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

/**
 * A group of summed weights is kept as where it starts in the tagger's pool of weights
 * (WeightPool). A neighbour's groups have one weight per tag (tag i at `pool[start + i]`); the
 * groups of the word being weighed have one per tag its readings allow (its `candidates`), since
 * only those are weighed: three numbers rather than 21 (French) or 79 (English), read together.
 */
type Weights = number;

/** What the tagger worked out once for a form: its facts and its summed weights. */
interface FormEntry {
  readonly facts: FormFacts;
  /** The one tag its readings allow, when they allow one only (and the model knows it): its index. */
  readonly onlyTag: number | undefined;
  /**
   * The tags weighed for it: those its readings allow, when the model knows them all (a tag no
   * reading has would leave the choice to the table anyway), else every tag.
   */
  readonly candidates: Int32Array;
  /** The weights of the form's own features, for its candidates; worked out when first weighed. */
  own: Weights | undefined;
  /** The weights of its features as the neighbour at −2, −1, +1, +2, for every tag; when first needed. */
  readonly asNeighbour: (Weights | undefined)[];
  /** The weights of its shape features, by the shape's number (shapeIndexOf). */
  readonly byShape: (Weights | undefined)[];
  /** The weights of its features with the tag before it, by that tag's index. */
  readonly afterTag: (Weights | undefined)[];
  /** The weights of what it can be next to what the next form can be, by the next one's class. */
  readonly beforeClass: Map<string, Weights>;
  /** The weights of the form after the word before it, by that word's key. */
  readonly afterForm: Map<string, Weights>;
}

/**
 * Every group of summed weights the tagger keeps, one after another in one array. One small
 * array per group would put each group's numbers somewhere else in memory (past 64 bytes, which
 * French's 21 tags and English's 79 take, an array keeps its numbers outside the object), and
 * weighing a word reads ten groups.
 */
class WeightPool {
  values = new Float32Array(16_384);
  private used = 0;

  /** Room for one more group of `width` weights: where it starts. Read `values` afresh after this. */
  allocate(width: number): Weights {
    if (this.used + width > this.values.length) {
      const grown = new Float32Array(Math.max(this.values.length * 2, this.used + width));
      grown.set(this.values);
      this.values = grown;
    }
    const start = this.used;
    this.used += width;
    return start;
  }

  /** Frees every group: the groups allocated next are written whole (weightsFor), so nothing is zeroed. */
  clear(): void {
    this.used = 0;
  }
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
  private readonly pool = new WeightPool();
  /** Where a feature's weights are added up, one per tag, before they are kept (weightsOf). */
  private readonly scratch: Float32Array;
  /** The two tags before, alone, by `beforePrevious * tagSlots + previous`: the same for every form. */
  private readonly tagPairs: (Weights | undefined)[];
  private readonly allTags: Int32Array;
  /** How many tag indices there are: the model's tags and the sentence start. */
  private readonly tagSlots: number;
  private readonly startIndex: number;
  /** The ten groups of weights a token sums, reused from token to token. */
  private readonly groups = new Int32Array(10);
  private start: FormEntry;
  private end: FormEntry;

  constructor(private readonly model: TaggerModel) {
    this.allTags = Int32Array.from(model.tags.keys());
    this.startIndex = model.tags.length;
    this.tagSlots = model.tags.length + 1;
    this.tagPairs = new Array<Weights | undefined>(this.tagSlots * this.tagSlots);
    this.scratch = new Float32Array(model.tags.length);
    this.start = this.entryOf(startFacts);
    this.end = this.entryOf(endFacts);
  }

  tag(tokens: readonly TaggerToken[]): string[] {
    if (this.forms.size > cachedFormLimit) this.clear();
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

  /** Forgets every form's weights (the pool with them), and makes the sentence's start and end anew. */
  private clear(): void {
    this.forms.clear();
    this.tagPairs.fill(undefined);
    this.pool.clear();
    this.start = this.entryOf(startFacts);
    this.end = this.entryOf(endFacts);
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
    const groups = this.groups;
    groups[0] = this.ownWeights(own, token);
    groups[1] = this.shapeWeights(own, shapeIndexOf(token));
    for (let slot = 0; slot < offsets.length; slot += 1) {
      const at = index + (offsets[slot] as number);
      groups[2 + slot] = this.neighbourWeights(itemAt(entries, at) ?? (at < 0 ? this.start : this.end), slot);
    }
    groups[6] = this.tagPairWeights(beforePrevious, previous);
    groups[7] = this.afterTagWeights(own, previous);
    groups[8] = this.pairWeights(own, (itemAt(entries, index + 1) ?? this.end).facts);
    groups[9] = this.afterFormWeights(own, (itemAt(entries, index - 1) ?? this.start).facts);
    return bestTag(this.pool.values, groups, own.candidates);
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
          : this.allTags,
      own: undefined,
      asNeighbour: [undefined, undefined, undefined, undefined],
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

  private ownWeights(entry: FormEntry, token: TaggerToken): Weights {
    entry.own ??= this.weightsFor(entry, formFeatures(token, entry.facts));
    return entry.own;
  }

  private neighbourWeights(entry: FormEntry, slot: number): Weights {
    let weights = entry.asNeighbour[slot];
    if (weights === undefined) {
      weights = this.weightsOf(neighbourFeatures(offsets[slot] as number, entry.facts));
      entry.asNeighbour[slot] = weights;
    }
    return weights;
  }

  /** The two tags before, alone: the same for every form. */
  private tagPairWeights(beforePrevious: number, previous: number): Weights {
    const slot = beforePrevious * this.tagSlots + previous;
    let weights = this.tagPairs[slot];
    if (weights === undefined) {
      weights = this.weightsOf(tagHistoryFeatures(this.tagName(previous), this.tagName(beforePrevious)));
      this.tagPairs[slot] = weights;
    }
    return weights;
  }

  private afterTagWeights(entry: FormEntry, previous: number): Weights {
    let weights = entry.afterTag[previous];
    if (weights === undefined) {
      weights = this.weightsFor(entry, afterTagFeatures(this.tagName(previous), entry.facts));
      entry.afterTag[previous] = weights;
    }
    return weights;
  }

  private pairWeights(entry: FormEntry, next: FormFacts): Weights {
    let weights = entry.beforeClass.get(next.ambiguity);
    if (weights === undefined) {
      weights = this.weightsFor(entry, [pairFeature(entry.facts, next)]);
      entry.beforeClass.set(next.ambiguity, weights);
    }
    return weights;
  }

  private afterFormWeights(entry: FormEntry, before: FormFacts): Weights {
    let weights = entry.afterForm.get(before.key);
    if (weights === undefined) {
      weights = this.weightsFor(entry, [afterFormFeature(before, entry.facts)]);
      entry.afterForm.set(before.key, weights);
    }
    return weights;
  }

  private shapeWeights(entry: FormEntry, shape: number): Weights {
    let weights = entry.byShape[shape];
    if (weights === undefined) {
      weights = this.weightsFor(entry, shapeFeatures(shapes[shape] as string, entry.facts));
      entry.byShape[shape] = weights;
    }
    return weights;
  }

  /** The features' weights summed, one per tag (a neighbour's group). */
  private weightsOf(features: readonly string[]): Weights {
    return this.weightsFor(undefined, features);
  }

  /**
   * The features' weights summed, one per candidate of `entry` (a group of the word weighed), or
   * one per tag when no entry is given.
   */
  private weightsFor(entry: FormEntry | undefined, features: readonly string[]): Weights {
    const sums = this.scratch;
    sums.fill(0);
    for (const feature of features) this.model.addWeights(feature, sums);
    const tags = entry?.candidates ?? this.allTags;
    const start = this.pool.allocate(tags.length);
    const pool = this.pool.values;
    for (let index = 0; index < tags.length; index += 1)
      pool[start + index] = sums[tags[index] as number] as number;
    return start;
  }
}

/**
 * The candidate whose weights, summed over the ten groups (each given by where it starts in
 * `pool`), are highest, as a tag's index. The word's own groups (0, 1, 7, 8, 9) hold a weight per
 * candidate, its neighbours' and the tags before's (2 to 6) one per tag. The sum is written out
 * group by group: it is the one loop every ambiguous word of a title goes through.
 */
function bestTag(pool: Float32Array, groups: Int32Array, candidates: Int32Array): number {
  const g0 = groups[0] as number;
  const g1 = groups[1] as number;
  const g2 = groups[2] as number;
  const g3 = groups[3] as number;
  const g4 = groups[4] as number;
  const g5 = groups[5] as number;
  const g6 = groups[6] as number;
  const g7 = groups[7] as number;
  const g8 = groups[8] as number;
  const g9 = groups[9] as number;
  let best = candidates[0] ?? 0;
  let bestScore = -Infinity;
  for (let index = 0; index < candidates.length; index += 1) {
    const tag = candidates[index] as number;
    const score =
      (pool[g0 + index] as number) +
      (pool[g1 + index] as number) +
      (pool[g2 + tag] as number) +
      (pool[g3 + tag] as number) +
      (pool[g4 + tag] as number) +
      (pool[g5 + tag] as number) +
      (pool[g6 + tag] as number) +
      (pool[g7 + index] as number) +
      (pool[g8 + index] as number) +
      (pool[g9 + index] as number);
    if (score > bestScore) {
      best = tag;
      bestScore = score;
    }
  }
  return best;
}
