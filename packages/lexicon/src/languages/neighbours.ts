/**
 * The item at `index` of a list, or undefined past either end: the token before the first, after
 * the last. Reading past an end (`tokens[index - 1]` at the first token) is valid JavaScript, but
 * V8 answers such a read slowly, and once one place in the code has made one, every read it makes
 * is slow, in range or not; the analysis asks for the neighbours of every token of a title.
 */
export function itemAt<T>(items: readonly T[], index: number): T | undefined {
  return index >= 0 && index < items.length ? items[index] : undefined;
}
