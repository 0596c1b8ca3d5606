import { existsSync, readFileSync } from 'node:fs';
import { deflateRawSync, gunzipSync, gzipSync, inflateRawSync } from 'node:zlib';
import { formatReading, parseReading } from '../languages/closed-class.js';
import type { Reading } from '../languages/types.js';
import { concatenated } from './concatenated.js';

/**
 * A language's committed readings (`data/readings/<lang>.tsv.gz`, format in data/README.md),
 * searched as they lie in memory: no object per form (hundreds of thousands per language, most of
 * them rare). Kept compressed, `linesPerBlock` lines to a block with each block's first form as the
 * index; a look-up inflates one block and remembers its answer (the figures: the lexicon README).
 */
export class SortedReadings {
  private readonly decoded = new Map<string, readonly Reading[] | null>();
  private readonly encoder = new TextEncoder();
  private readonly decoder = new TextDecoder();
  private lastBlock: { index: number; lines: Buffer[] } | undefined;

  private constructor(
    /** Each block's first form, one after another, as UTF-8. */
    private readonly firstForms: Buffer,
    /** Where each first form starts in `firstForms`, and the end of the last one. */
    private readonly firstFormStarts: Uint32Array,
    /** The compressed blocks, one after another. */
    private readonly blocks: Buffer,
    /** Where each block starts in `blocks`, and the end of the last one. */
    private readonly blockStarts: Uint32Array,
    private readonly lineCount: number,
  ) {}

  /**
   * Lines a block compresses together: 64 lines of about 30 bytes deflate to about a quarter, and
   * one inflates in some tens of microseconds.
   */
  static readonly linesPerBlock = 64;

  static fromFile(file: string): SortedReadings {
    const raw = readFileSync(file);
    return SortedReadings.fromBytes(file.endsWith('.gz') ? gunzipSync(raw) : raw);
  }

  /** Sorted lines (see the class), as the committed file holds them once uncompressed. */
  static fromBytes(bytes: Uint8Array): SortedReadings {
    const lineStarts: number[] = [];
    for (let index = 0; index < bytes.length; index += 1) {
      if (index === 0 || bytes[index - 1] === 10) lineStarts.push(index);
    }
    const firstForms: Uint8Array[] = [];
    const compressed: Buffer[] = [];
    for (let first = 0; first < lineStarts.length; first += SortedReadings.linesPerBlock) {
      const start = lineStarts[first]!;
      const next = lineStarts[first + SortedReadings.linesPerBlock];
      // Without the block's last line break, so that splitting it gives its lines.
      const end = next === undefined ? bytes.length - (bytes[bytes.length - 1] === 10 ? 1 : 0) : next - 1;
      firstForms.push(bytes.subarray(start, formEnd(bytes, start)));
      compressed.push(deflateRawSync(bytes.subarray(start, end), zlibOptions));
    }
    const [forms, formStarts] = concatenated(firstForms);
    const [blocks, blockStarts] = concatenated(compressed);
    return new SortedReadings(forms, formStarts, blocks, blockStarts, lineStarts.length);
  }

  /**
   * The readings as the compact file the table build writes beside a table, read back by
   * `fromCompactFile`: building the compact form takes a process hundreds of milliseconds and tens
   * of MB it would keep (memory a thread gives back to the system only when it ends), reading it
   * one file read. `version` names what it was made from (the committed file's version).
   */
  toCompactFile(version: string): Buffer {
    const header = Buffer.from(
      `${compactMagic}${JSON.stringify({ version, lines: this.lineCount, blocks: this.blockCount })}\n`,
    );
    const starts = (values: Uint32Array) => {
      const bytes = Buffer.alloc(values.length * 4);
      values.forEach((value, index) => bytes.writeUInt32LE(value, index * 4));
      return bytes;
    };
    return Buffer.concat([
      header,
      starts(this.firstFormStarts),
      starts(this.blockStarts),
      this.firstForms,
      this.blocks,
    ]);
  }

  /** The readings of a compact file made from `version`, or undefined when it is not one. */
  static fromCompactFile(file: string, version: string): SortedReadings | undefined {
    if (!existsSync(file)) return undefined;
    const bytes = readFileSync(file);
    if (bytes.toString('latin1', 0, compactMagic.length) !== compactMagic) return undefined;
    const headerEnd = bytes.indexOf(10, compactMagic.length);
    let header: { version?: unknown; lines?: unknown; blocks?: unknown };
    try {
      header = JSON.parse(bytes.toString('utf8', compactMagic.length, headerEnd)) as typeof header;
    } catch {
      return undefined;
    }
    const { lines, blocks } = header;
    if (header.version !== version || typeof lines !== 'number' || typeof blocks !== 'number')
      return undefined;
    let at = headerEnd + 1;
    const starts = () => {
      const values = new Uint32Array(blocks + 1);
      for (let index = 0; index <= blocks; index += 1, at += 4) values[index] = bytes.readUInt32LE(at);
      return values;
    };
    const formStarts = starts();
    const blockStarts = starts();
    const formsEnd = at + formStarts[blocks]!;
    if (formsEnd + blockStarts[blocks]! !== bytes.length) return undefined;
    return new SortedReadings(
      bytes.subarray(at, formsEnd),
      formStarts,
      bytes.subarray(formsEnd),
      blockStarts,
      lines,
    );
  }

  /** Writes entries in the committed format (sorted here), gzip-compressed. */
  static toGzip(entries: Iterable<readonly [string, readonly Reading[]]>): Buffer {
    const encoder = new TextEncoder();
    const lines = [...entries]
      .filter(([form, readings]) => readings.length > 0 && !/[\t\n]/.test(form))
      .map(([form, readings]) => ({
        key: encoder.encode(form),
        text: `${form}\t${readings.map(formatReading).join('\t')}`,
      }))
      .sort((a, b) => compareBytes(a.key, b.key, 0, a.key.length, b.key.length));
    return gzipSync(`${lines.map((line) => line.text).join('\n')}\n`, { level: 9 });
  }

  get size(): number {
    return this.lineCount;
  }

  /** The bytes it holds (the index and the compressed lines), for the memory bench. */
  get byteLength(): number {
    return (
      this.firstForms.byteLength +
      this.firstFormStarts.byteLength +
      this.blocks.byteLength +
      this.blockStarts.byteLength
    );
  }

  /** The readings of a form (lower-case), best first, or undefined when the file does not have it. */
  readings(form: string): readonly Reading[] | undefined {
    const cached = this.decoded.get(form);
    if (cached !== undefined) return cached ?? undefined;
    const line = this.find(this.encoder.encode(form));
    const readings = line === undefined ? null : this.parseLine(line).readings;
    if (this.decoded.size > 20_000) this.decoded.clear();
    this.decoded.set(form, readings);
    return readings ?? undefined;
  }

  /** Every entry in file order (the builder reads them all). */
  *entries(): Generator<[string, readonly Reading[]]> {
    for (let block = 0; block < this.blockCount; block += 1) {
      for (const line of this.linesOf(block)) {
        const { form, readings } = this.parseLine(line);
        yield [form, readings];
      }
    }
  }

  private get blockCount(): number {
    return this.blockStarts.length - 1;
  }

  /** The line of `key`, found in the one block whose first form is the last not after it. */
  private find(key: Uint8Array): Buffer | undefined {
    let low = 0;
    let high = this.blockCount - 1;
    let block = -1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const order = compareBytes(
        this.firstForms,
        key,
        this.firstFormStarts[middle] ?? 0,
        this.firstFormStarts[middle + 1] ?? 0,
        key.length,
      );
      if (order === 0) return this.linesOf(middle)[0];
      if (order < 0) {
        block = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    if (block < 0) return undefined;
    const lines = this.linesOf(block);
    low = 1;
    high = lines.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const line = lines[middle]!;
      const order = compareBytes(line, key, 0, formEnd(line, 0), key.length);
      if (order === 0) return line;
      if (order < 0) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  }

  /** A block's lines; the last one inflated is kept (a title's rare forms are often neighbours). */
  private linesOf(index: number): Buffer[] {
    if (this.lastBlock?.index !== index) {
      const text = inflateRawSync(
        this.blocks.subarray(this.blockStarts[index], this.blockStarts[index + 1]),
        zlibOptions,
      );
      const lines: Buffer[] = [];
      let start = 0;
      for (let at = 0; at <= text.length; at += 1) {
        if (at === text.length || text[at] === 10) {
          lines.push(text.subarray(start, at));
          start = at + 1;
        }
      }
      this.lastBlock = { index, lines };
    }
    return this.lastBlock.lines;
  }

  private parseLine(line: Uint8Array): { form: string; readings: Reading[] } {
    const [form = '', ...readings] = this.decoder.decode(line).split('\t');
    return { form, readings: readings.map(parseReading) };
  }
}

/** Where the form of the line starting at `start` ends (its tab, line break or the end). */
function formEnd(bytes: Uint8Array, start: number): number {
  let end = start;
  while (end < bytes.length && bytes[end] !== 9 && bytes[end] !== 10) end += 1;
  return end;
}

/** The first bytes of a compact readings file (and its format's version). */
const compactMagic = 'cinevocab-readings 1\n';

/**
 * A block is a few kilobytes: a 4 KB window and a small hash table compress it about as well as
 * the defaults do, and each call allocates a fraction of their state.
 */
const zlibOptions = { windowBits: 12, memLevel: 4 };

/** Compares `a[aStart, aEnd)` with `b[0, bLength)` byte by byte (UTF-8 byte order). */
function compareBytes(a: Uint8Array, b: Uint8Array, aStart: number, aEnd: number, bLength: number): number {
  const length = Math.min(aEnd - aStart, bLength);
  for (let index = 0; index < length; index += 1) {
    const difference = (a[aStart + index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return aEnd - aStart - bLength;
}
