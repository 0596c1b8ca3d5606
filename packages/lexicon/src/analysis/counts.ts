/**
 * How often each of a few values was met, in the order first met: the forms a title writes a word
 * in, the parts of speech it uses it as. Most words have one or two of each, so two short arrays
 * searched in order cost less than a map per word, and a title has thousands of words.
 */
export class Counts<T> {
  private values: T[] = [];
  private counts: number[] = [];

  add(value: T, count = 1): void {
    // The first value makes arrays of one: an empty array given one value makes room for
    // seventeen, and most words keep one form and one part of speech.
    if (this.values.length === 0) {
      this.values = [value];
      this.counts = [count];
      return;
    }
    const index = this.values.indexOf(value);
    if (index >= 0) this.counts[index] = (this.counts[index] ?? 0) + count;
    else {
      this.values.push(value);
      this.counts.push(count);
    }
  }

  get size(): number {
    return this.values.length;
  }

  /** The values with their counts, in the order first met. */
  *entries(): IterableIterator<[T, number]> {
    for (let index = 0; index < this.values.length; index += 1)
      yield [this.values[index] as T, this.counts[index] ?? 0];
  }

  /** The value met most often, the first met on a tie; undefined when none was. */
  commonest(): T | undefined {
    let best: T | undefined;
    let bestCount = 0;
    for (let index = 0; index < this.values.length; index += 1) {
      const count = this.counts[index] ?? 0;
      if (count > bestCount) {
        best = this.values[index];
        bestCount = count;
      }
    }
    return best;
  }

  /** The values, the commonest first (ties in the order first met). */
  byCount(): T[] {
    if (this.values.length === 1) return [...this.values];
    return [...this.entries()].sort((a, b) => b[1] - a[1]).map(([value]) => value);
  }
}
