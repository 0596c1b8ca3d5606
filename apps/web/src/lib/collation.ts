/**
 * Collators for putting words in a language's alphabetical order, one a language for the page's
 * life: building one is slow, and the first of a page slowest of all (the browser loads its
 * collation data then, some 20 ms on a fast machine and four times that on a phone).
 */
const collators = new Map<string, Intl.Collator>();

export function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (collator === undefined) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  return collator;
}

/**
 * Loads the browser's collation data in a task of its own, for a screen that sorts words as it
 * first renders: that render is then shorter by the load, and no task runs long on a phone.
 */
export function prepareCollation(): Promise<void> {
  if (collators.size > 0) return Promise.resolve();
  return new Promise((resolve) =>
    setTimeout(() => {
      collatorFor('und');
      resolve();
    }, 0),
  );
}
