/**
 * The pure logic of invented-bench.ts: which vocabulary entries did the lemmatiser invent?
 *
 * An entry is INVENTED when a spell checker rejects its lemma while accepting at least one of its
 * forms: the forms show a real word was there, and stripping endings off it made a non-word
 * (upswing → upsw, Risiken → Risik). An entry whose forms are rejected too is left alone: the
 * checker simply does not know that word (slang, a name's inflection, a rare spelling), which
 * says nothing about the lemmatiser.
 */

/** What the judge needs of a vocabulary word (a VocabularyWord fits). */
export interface EntryLike {
  name: string;
  forms: readonly string[];
  count: number;
}

/** A spell checker's verdict on one word exactly as written. */
export type SpellCheck = (word: string) => boolean;

export interface InventedEntry {
  lemma: string;
  /** The forms the entry was seen as, the accepted ones among them. */
  forms: string[];
  /** Occurrences, summed over the files it was invented in. */
  count: number;
}

/**
 * The spellings a checker is asked about: hunspell is case-sensitive, and text capitalises a
 * lower-case word at a sentence's start while a lemma may come lower-cased from a capitalised
 * form (German nouns), so the word as is, its lower case and its capitalised form all count.
 * Curly apostrophes are made straight: the dictionaries write `aujourd'hui`, subtitles often `’`.
 */
export function spellingVariants(word: string): string[] {
  const straight = word.replaceAll('\u2019', "'");
  const lower = straight.toLocaleLowerCase();
  const capitalised = lower.charAt(0).toLocaleUpperCase() + lower.slice(1);
  return [...new Set([straight, lower, capitalised])];
}

export function isAccepted(check: SpellCheck, word: string): boolean {
  return spellingVariants(word).some((variant) => check(variant));
}

/**
 * Whether an entry is worth judging: a lemma with a digit (`3d`, `mp3`) or fewer than two letters
 * (`x`, `l'`) is no dictionary word either way, so it would only add noise.
 */
export function isJudged(lemma: string): boolean {
  if (/\p{N}/u.test(lemma)) return false;
  return (lemma.match(/\p{L}/gu) ?? []).length >= 2;
}

/** The entry's accepted forms when it is invented, else null. */
export function inventedForms(entry: EntryLike, check: SpellCheck): string[] | null {
  if (isAccepted(check, entry.name)) return null;
  const accepted = entry.forms.filter((form) => isAccepted(check, form));
  return accepted.length > 0 ? accepted : null;
}

/** Memoises a spell checker: one file's vocabulary asks about the same forms again and again. */
export function memoised(check: SpellCheck): SpellCheck {
  const verdicts = new Map<string, boolean>();
  return (word) => {
    let verdict = verdicts.get(word);
    if (verdict === undefined) {
      verdict = check(word);
      verdicts.set(word, verdict);
    }
    return verdict;
  };
}

/** Running figures of one language, over the files analysed so far. */
export class InventedTally {
  files = 0;
  /** Judged entries, counted once per file that lists them (each file's list is what a user sees). */
  entries = 0;
  /** Invented entries, counted the same way. */
  inventedCount = 0;
  private readonly byLemma = new Map<string, InventedEntry>();

  constructor(private readonly check: SpellCheck) {}

  /** Adds one file's vocabulary. */
  add(entries: readonly EntryLike[]): void {
    this.files += 1;
    for (const entry of entries) {
      if (!isJudged(entry.name)) continue;
      this.entries += 1;
      const forms = inventedForms(entry, this.check);
      if (forms !== null) this.record(entry, forms);
    }
  }

  get share(): number {
    return this.entries === 0 ? 0 : this.inventedCount / this.entries;
  }

  /** The invented entries, commonest first (ties by lemma, so the output is stable). */
  invented(): InventedEntry[] {
    return [...this.byLemma.values()].sort(
      (left, right) => right.count - left.count || left.lemma.localeCompare(right.lemma),
    );
  }

  private record(entry: EntryLike, forms: readonly string[]): void {
    this.inventedCount += 1;
    const known = this.byLemma.get(entry.name);
    if (known === undefined) {
      this.byLemma.set(entry.name, { lemma: entry.name, forms: [...forms], count: entry.count });
      return;
    }
    known.count += entry.count;
    for (const form of forms) if (!known.forms.includes(form)) known.forms.push(form);
  }
}

/** Whether a share is over budget. */
export const overBudget = (share: number, max: number): boolean => share > max;
