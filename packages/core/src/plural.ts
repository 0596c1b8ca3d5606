/** English plural rules: which form a count takes ('one' for 1, 'other' for 0, 2, 1.5…). */
const englishPlurals = new Intl.PluralRules('en-US');

/**
 * A count with its noun in the form the count takes: '1 word', '0 words', '2 sentences'. Every
 * message that counts goes through here, so no screen says '1 words'. `other` is for nouns whose
 * plural is not the singular with an 's' ('1 entry', '3 entries').
 */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${count} ${englishPlurals.select(count) === 'one' ? one : other}`;
}

/** countOf with the count's thousands grouped ('50,000 words'), for counts that run that high. */
export function groupedCountOf(count: number, one: string, other = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${englishPlurals.select(count) === 'one' ? one : other}`;
}
