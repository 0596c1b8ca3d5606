/*
 * Counts are written without the browser's Intl: its first use loads the whole of the browser's
 * locale data, a long task on a phone that no page should pay just to say '2 words' or '1,234'.
 * English plural forms and digit grouping are simple enough to write here.
 */

/** A whole number with its thousands grouped the English way: 1234567 → '1,234,567'. */
export function groupDigits(value: number): string {
  const [whole = '', fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** English's plural rule: the singular for one (and minus one), the plural for 0, 2, 1.5… */
function formFor(count: number, one: string, other: string): string {
  return Math.abs(count) === 1 ? one : other;
}

/**
 * A count with its noun in the form the count takes: '1 word', '0 words', '2 sentences'. Every
 * message that counts goes through here, so no screen says '1 words'. `other` is for nouns whose
 * plural is not the singular with an 's' ('1 entry', '3 entries').
 */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${count} ${formFor(count, one, other)}`;
}

/** countOf with the count's thousands grouped ('50,000 words'), for counts that run that high. */
export function groupedCountOf(count: number, one: string, other = `${one}s`): string {
  return `${groupDigits(count)} ${formFor(count, one, other)}`;
}
