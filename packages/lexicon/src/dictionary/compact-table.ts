import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { concatenated } from '../tables/concatenated.js';

/**
 * A dictionary table kept compact in memory. Parsed into objects, a table took about four times
 * its file's size on the heap (a string and an array per headword and per translation: the six
 * languages' tables about 60 MB). Here the keys are UTF-8 bytes in one buffer, sorted, with where
 * each starts, and a key is found by binary search; the values are JSON, a block of
 * `valuesPerBlock` of them compressed together (deflate), and only a found key's block is
 * inflated and its value parsed. Look-ups that miss (most of the spellings tried) touch no block.
 */
export class CompactTable {
  private lastBlock: { index: number; values: string[] } | undefined;

  private constructor(
    /** The keys, sorted as JavaScript strings, one after another, as UTF-8. */
    private readonly keys: Buffer,
    /** Where each key starts in `keys`, and the end of the last one. */
    private readonly keyStarts: Uint32Array,
    /** The compressed blocks of values, one after another (block i holds entries i·n … i·n + n − 1). */
    private readonly blocks: Buffer,
    /** Where each block starts in `blocks`, and the end of the last one. */
    private readonly blockStarts: Uint32Array,
    /** Keys holding half a surrogate pair, which UTF-8 cannot spell (none in a real table). */
    private readonly odd: ReadonlyMap<string, string>,
  ) {}

  /**
   * Entries a block compresses together: 64 of about 30 bytes compress to about a third, and one
   * inflates in some tens of microseconds (a look-up that finds its word inflates one block).
   */
  static readonly valuesPerBlock = 64;

  /** A table of the own entries of `entries` (as `JSON.parse` made them), each value as JSON. */
  static of(entries: Record<string, unknown>): CompactTable {
    const odd = new Map<string, string>();
    const sorted: string[] = [];
    for (const key of Object.keys(entries)) {
      if (loneSurrogate.test(key)) odd.set(key, jsonOf(entries[key]));
      else sorted.push(key);
    }
    sorted.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

    const keyStarts = new Uint32Array(sorted.length + 1);
    let length = 0;
    sorted.forEach((key, index) => {
      keyStarts[index] = length;
      length += Buffer.byteLength(key);
    });
    keyStarts[sorted.length] = length;
    // Their own memory, not slices of Node's shared pool, so that dropping the table frees them.
    const keys = Buffer.allocUnsafeSlow(length);
    sorted.forEach((key, index) => keys.write(key, keyStarts[index]!));

    const compressed: Buffer[] = [];
    for (let first = 0; first < sorted.length; first += CompactTable.valuesPerBlock) {
      // JSON.stringify escapes every line break, so one value is one line.
      const block = sorted
        .slice(first, first + CompactTable.valuesPerBlock)
        .map((key) => jsonOf(entries[key]))
        .join('\n');
      compressed.push(deflateRawSync(block, zlibOptions));
    }
    const [blocks, blockStarts] = concatenated(compressed);
    return new CompactTable(keys, keyStarts, blocks, blockStarts, odd);
  }

  get size(): number {
    return this.keyStarts.length - 1 + this.odd.size;
  }

  /** The bytes it holds (keys, values and where each starts), for the memory bench. */
  get byteLength(): number {
    return (
      this.keys.byteLength + this.keyStarts.byteLength + this.blocks.byteLength + this.blockStarts.byteLength
    );
  }

  has(key: string): boolean {
    return this.odd.has(key) || this.indexOf(key) >= 0;
  }

  /** The value stored under `key`, parsed anew (the caller may keep or change it); undefined when absent. */
  get(key: string): unknown {
    const oddValue = this.odd.get(key);
    if (oddValue !== undefined) return JSON.parse(oddValue) as unknown;
    const index = this.indexOf(key);
    if (index < 0) return undefined;
    const values = this.blockOf(Math.floor(index / CompactTable.valuesPerBlock));
    return JSON.parse(values[index % CompactTable.valuesPerBlock]!) as unknown;
  }

  /** A block's values as JSON texts; the last one asked is kept (a word is often asked twice). */
  private blockOf(index: number): string[] {
    if (this.lastBlock?.index !== index) {
      const block = this.blocks.subarray(this.blockStarts[index], this.blockStarts[index + 1]);
      this.lastBlock = { index, values: inflateRawSync(block, zlibOptions).toString('utf8').split('\n') };
    }
    return this.lastBlock.values;
  }

  /** The entry index of `key`, or -1; keys compare as JavaScript strings, as they were sorted. */
  private indexOf(key: string): number {
    let low = 0;
    let high = this.keyStarts.length - 2;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = this.keys.toString('utf8', this.keyStarts[middle], this.keyStarts[middle + 1]);
      if (found === key) return middle;
      if (found < key) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }
}

/** Half a surrogate pair without its other half (in a `u` regex, a pair is one code point). */
const loneSurrogate = /\p{Cs}/u;

/** A value as JSON; `undefined` (which JSON cannot spell, and a parsed file never holds) as null. */
const jsonOf = (value: unknown): string => JSON.stringify(value) ?? 'null';

/**
 * A block is a few kilobytes: a 4 KB window and a small hash table compress it as well as the
 * defaults (32 KB, 256 KB) do, and each call allocates a fraction of their state.
 */
const zlibOptions = { windowBits: 12, memLevel: 4 };
