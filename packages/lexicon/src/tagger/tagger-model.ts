import { gunzipSync, gzipSync } from 'node:zlib';
import { featureHash } from './feature-hash.js';

/** What the model file says about itself, before its numbers. */
export interface TaggerModelHeader {
  readonly format: 1;
  readonly language: string;
  /** The tags the weights are for, by index (`NOUN`, `ADP+DET` …). */
  readonly tags: readonly string[];
  /** Weights are stored as 16-bit integers: weight = stored / scale. */
  readonly scale: number;
  readonly featureCount: number;
  readonly entryCount: number;
  /** The annotated text it was trained on, with licences (the data README lists them too). */
  readonly trainedOn: readonly string[];
}

const magic = 'cinevocab-tagger\n';

/**
 * A trained tagger's weights, compact: the features' hashes sorted (found by binary search), and
 * for each feature its tags and weights. About 2 MB in memory per language.
 */
export class TaggerModel {
  private constructor(
    readonly header: TaggerModelHeader,
    private readonly hashes: Uint32Array,
    /** Feature i's entries are starts[i] … starts[i + 1] − 1. */
    private readonly starts: Uint32Array,
    private readonly entryTags: Uint8Array,
    private readonly entryWeights: Int16Array,
  ) {}

  get tags(): readonly string[] {
    return this.header.tags;
  }

  /** Adds the feature's weights, one per tag, to `scores`. */
  addWeights(feature: string, scores: Float32Array): void {
    const index = this.find(featureHash(feature));
    if (index < 0) return;
    const scale = this.header.scale;
    const end = this.starts[index + 1] ?? 0;
    for (let entry = this.starts[index] ?? 0; entry < end; entry += 1) {
      const tag = this.entryTags[entry] ?? 0;
      scores[tag] = (scores[tag] ?? 0) + (this.entryWeights[entry] ?? 0) / scale;
    }
  }

  private find(hash: number): number {
    let low = 0;
    let high = this.hashes.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const value = this.hashes[middle] ?? 0;
      if (value === hash) return middle;
      if (value < hash) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  /**
   * The model from a perceptron's averaged weights, leaving out weights smaller than `minWeight`
   * (they change few decisions and most of the size). Features sharing a hash add their weights.
   */
  static fromWeights(
    header: Omit<TaggerModelHeader, 'format' | 'scale' | 'featureCount' | 'entryCount'>,
    weights: ReadonlyMap<string, ReadonlyMap<number, number>>,
    minWeight: number,
  ): TaggerModel {
    const byHash = new Map<number, Map<number, number>>();
    let largest = 0;
    for (const [feature, row] of weights) {
      for (const [tag, weight] of row) {
        if (Math.abs(weight) < minWeight) continue;
        const hash = featureHash(feature);
        const kept = byHash.get(hash) ?? new Map<number, number>();
        kept.set(tag, (kept.get(tag) ?? 0) + weight);
        byHash.set(hash, kept);
        largest = Math.max(largest, Math.abs(kept.get(tag) ?? 0));
      }
    }
    const scale = largest === 0 ? 1 : 32767 / largest;
    const hashes = Uint32Array.from([...byHash.keys()].sort((a, b) => a - b));
    const starts = new Uint32Array(hashes.length + 1);
    const tags: number[] = [];
    const stored: number[] = [];
    hashes.forEach((hash, index) => {
      starts[index] = tags.length;
      for (const [tag, weight] of byHash.get(hash) ?? []) {
        tags.push(tag);
        stored.push(Math.round(weight * scale));
      }
    });
    starts[hashes.length] = tags.length;
    return new TaggerModel(
      { ...header, format: 1, scale, featureCount: hashes.length, entryCount: tags.length },
      hashes,
      starts,
      Uint8Array.from(tags),
      Int16Array.from(stored),
    );
  }

  /** The model file: a header line of JSON, then the arrays, gzipped. */
  toFile(): Buffer {
    const parts = [
      Buffer.from(`${magic}${JSON.stringify(this.header)}\n`, 'utf8'),
      Buffer.from(this.hashes.buffer, this.hashes.byteOffset, this.hashes.byteLength),
      Buffer.from(this.starts.buffer, this.starts.byteOffset, this.starts.byteLength),
      Buffer.from(this.entryWeights.buffer, this.entryWeights.byteOffset, this.entryWeights.byteLength),
      Buffer.from(this.entryTags.buffer, this.entryTags.byteOffset, this.entryTags.byteLength),
    ];
    return gzipSync(Buffer.concat(parts), { level: 9 });
  }

  static fromFile(file: Uint8Array): TaggerModel {
    const bytes = gunzipSync(file);
    const headerEnd = bytes.indexOf(10, magic.length);
    if (bytes.subarray(0, magic.length).toString('utf8') !== magic || headerEnd < 0)
      throw new Error('not a tagger model file');
    const header = JSON.parse(bytes.subarray(magic.length, headerEnd).toString('utf8')) as TaggerModelHeader;
    if (header.format !== 1) throw new Error(`tagger model format ${String(header.format)} is not 1`);
    let offset = headerEnd + 1;
    // Copies, since typed arrays need aligned memory and the header's length is arbitrary.
    const take = (byteLength: number): ArrayBuffer => {
      const slice = bytes.buffer.slice(bytes.byteOffset + offset, bytes.byteOffset + offset + byteLength);
      offset += byteLength;
      return slice;
    };
    const hashes = new Uint32Array(take(header.featureCount * 4));
    const starts = new Uint32Array(take((header.featureCount + 1) * 4));
    const weights = new Int16Array(take(header.entryCount * 2));
    const tags = new Uint8Array(take(header.entryCount));
    if (offset !== bytes.length) throw new Error('the tagger model file is damaged');
    return new TaggerModel(header, hashes, starts, tags, weights);
  }
}
