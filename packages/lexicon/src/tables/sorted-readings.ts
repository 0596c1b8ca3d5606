import { readFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { formatReading, parseReading } from '../languages/closed-class.js';
import type { Reading } from '../languages/types.js';

/**
 * A language's committed readings (`packages/lexicon/data/readings/<lang>.tsv.gz`): one word form a
 * line, lower-case, then its readings best first, tab-separated, in the closed-class notation
 * (`del	de:ADP+el:DET`). Lines are sorted by the form's UTF-8 bytes, so the file is searched as it
 * lies in memory: no object per form, a few bytes of index per line (hundreds of thousands of
 * forms per language, most of them rare).
 */
export class SortedReadings {
  private readonly decoded = new Map<string, readonly Reading[] | null>();
  private readonly encoder = new TextEncoder();
  private readonly decoder = new TextDecoder();

  private constructor(
    private readonly bytes: Uint8Array,
    /** Where each line starts; one more entry for the end of the last line. */
    private readonly lineStarts: Uint32Array,
  ) {}

  static fromFile(file: string): SortedReadings {
    const raw = readFileSync(file);
    return SortedReadings.fromBytes(file.endsWith('.gz') ? gunzipSync(raw) : raw);
  }

  static fromBytes(bytes: Uint8Array): SortedReadings {
    let lines = 0;
    for (const byte of bytes) if (byte === 10) lines += 1;
    if (bytes.length > 0 && bytes[bytes.length - 1] !== 10) lines += 1;
    const starts = new Uint32Array(lines + 1);
    let line = 0;
    starts[0] = 0;
    for (let index = 0; index < bytes.length; index += 1) {
      if (bytes[index] === 10) {
        line += 1;
        starts[line] = index + 1;
      }
    }
    starts[lines] = bytes[bytes.length - 1] === 10 ? bytes.length : bytes.length + 1;
    return new SortedReadings(bytes, starts);
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
    return this.lineStarts.length - 1;
  }

  /** The readings of a form (lower-case), best first, or undefined when the file does not have it. */
  readings(form: string): readonly Reading[] | undefined {
    const cached = this.decoded.get(form);
    if (cached !== undefined) return cached ?? undefined;
    const line = this.find(this.encoder.encode(form));
    const readings = line === -1 ? null : this.parseLine(line).readings;
    if (this.decoded.size > 20_000) this.decoded.clear();
    this.decoded.set(form, readings);
    return readings ?? undefined;
  }

  /** Every entry in file order (the builder reads them all). */
  *entries(): Generator<[string, readonly Reading[]]> {
    for (let line = 0; line < this.size; line += 1) {
      const { form, readings } = this.parseLine(line);
      yield [form, readings];
    }
  }

  private find(key: Uint8Array): number {
    let low = 0;
    let high = this.size - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const start = this.lineStarts[middle] ?? 0;
      let tab = start;
      while (this.bytes[tab] !== 9 && this.bytes[tab] !== 10 && tab < this.bytes.length) tab += 1;
      const order = compareBytes(this.bytes, key, start, tab, key.length);
      if (order === 0) return middle;
      if (order < 0) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  private parseLine(line: number): { form: string; readings: Reading[] } {
    const start = this.lineStarts[line] ?? 0;
    const end = (this.lineStarts[line + 1] ?? this.bytes.length) - 1;
    const [form = '', ...readings] = this.decoder.decode(this.bytes.subarray(start, end)).split('\t');
    return { form, readings: readings.map(parseReading) };
  }
}

/** Compares `a[aStart, aEnd)` with `b[0, bLength)` byte by byte (UTF-8 byte order). */
function compareBytes(a: Uint8Array, b: Uint8Array, aStart: number, aEnd: number, bLength: number): number {
  const length = Math.min(aEnd - aStart, bLength);
  for (let index = 0; index < length; index += 1) {
    const difference = (a[aStart + index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return aEnd - aStart - bLength;
}
