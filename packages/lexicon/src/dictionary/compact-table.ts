/**
 * A dictionary table kept compact in memory: every entry as UTF-8 bytes in one buffer
 * (`key`, a zero byte, the entry's value as JSON), sorted by key, and where each entry starts.
 * Parsed into objects, a table took about four times its file's size on the heap (a string and an
 * array per headword and per translation, the six languages' tables about 60 MB); this way it
 * takes its file's size, and a look-up finds a key by binary search and parses only that entry's
 * value. Look-ups are a few per request, so the parse costs nothing that shows.
 */
/** Half a surrogate pair without its other half (in a `u` regex, a pair is one code point). */
const loneSurrogate = /\p{Cs}/u;

export class CompactTable {
  private constructor(
    private readonly bytes: Buffer,
    /** Where each entry starts in `bytes`, in key order, and the end of the last one. */
    private readonly starts: Uint32Array,
    /**
     * Keys that cannot sit in `bytes`: holding a zero character (which ends a key there) or half
     * of a surrogate pair (which UTF-8 cannot spell). None in a real table.
     */
    private readonly odd: ReadonlyMap<string, string>,
  ) {}

  /** A table of the own entries of `entries` (as `JSON.parse` made them), each value as JSON. */
  static of(entries: Record<string, unknown>): CompactTable {
    const odd = new Map<string, string>();
    const keys: string[] = [];
    for (const key of Object.keys(entries)) {
      if (key.includes('\0') || loneSurrogate.test(key)) odd.set(key, JSON.stringify(entries[key]) ?? 'null');
      else keys.push(key);
    }
    keys.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const records = keys.map((key) => `${key}\0${JSON.stringify(entries[key]) ?? 'null'}`);
    const starts = new Uint32Array(records.length + 1);
    let length = 0;
    records.forEach((record, index) => {
      starts[index] = length;
      length += Buffer.byteLength(record);
    });
    starts[records.length] = length;
    // Its own memory, not a slice of Node's shared pool, so that dropping the table frees it.
    const bytes = Buffer.allocUnsafeSlow(length);
    records.forEach((record, index) => bytes.write(record, starts[index]!));
    return new CompactTable(bytes, starts, odd);
  }

  get size(): number {
    return this.starts.length - 1 + this.odd.size;
  }

  /** The bytes it holds (the buffer and the starts), for the memory bench. */
  get byteLength(): number {
    return this.bytes.byteLength + this.starts.byteLength;
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
    const separator = this.bytes.indexOf(0, this.starts[index]);
    return JSON.parse(this.bytes.toString('utf8', separator + 1, this.starts[index + 1])) as unknown;
  }

  /** The entry index of `key`, or -1; keys compare as JavaScript strings, as they were sorted. */
  private indexOf(key: string): number {
    let low = 0;
    let high = this.starts.length - 2;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const start = this.starts[middle]!;
      const found = this.bytes.toString('utf8', start, this.bytes.indexOf(0, start));
      if (found === key) return middle;
      if (found < key) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }
}
