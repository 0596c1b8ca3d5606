/**
 * A set of words kept as one sorted string and the offsets of its words, found by binary search:
 * a Danish spelling dictionary's 164,000 stems take about 2 MB so, where a Set of them took tens.
 * Look-ups are rare (unknown words only), so their few string slices do not matter.
 */
export class SortedWordList {
  private constructor(
    private readonly text: string,
    private readonly starts: Uint32Array,
  ) {}

  /** Any words, in any order, repeats too. */
  static of(words: Iterable<string>): SortedWordList {
    return SortedWordList.fromSorted([...new Set(words)].sort());
  }

  /** Words already sorted by UTF-16 code units (as `sort()` sorts); repeats are dropped. */
  static fromSorted(sorted: readonly string[]): SortedWordList {
    const unique = sorted.filter((word, index) => index === 0 || word !== sorted[index - 1]);
    const starts = new Uint32Array(unique.length + 1);
    let offset = 0;
    unique.forEach((word, index) => {
      starts[index] = offset;
      offset += word.length + 1;
    });
    starts[unique.length] = offset;
    return new SortedWordList(unique.join('\n'), starts);
  }

  get size(): number {
    return this.starts.length - 1;
  }

  has(word: string): boolean {
    let low = 0;
    let high = this.size - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = this.text.slice(this.starts[middle], (this.starts[middle + 1] ?? 0) - 1);
      if (found === word) return true;
      if (found < word) low = middle + 1;
      else high = middle - 1;
    }
    return false;
  }
}
