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

/**
 * A .dic file as nspell can read it. Hunspell lets a line carry morphological fields after the
 * word and its flags (`kunne al:kan al:kunnet`, as the Danish dictionary writes most verbs); nspell
 * takes them for part of the word or of its flags, and then rejects `kunne`, `gøre`, `se`. The
 * fields say nothing about spelling, so they are cut; multi-word entries (`a cappella`) stay.
 */
export function withoutMorphology(dic: string): string {
  return dic.replace(/[\t ]+[a-z]{2}:[^\n]*/g, '');
}

/**
 * Whether an affix file lets words be compounded: then a word may be spelled by stems other than
 * the one it starts with, and narrowDic would be unsound.
 */
export const compounds = (aff: string): boolean => /^(COMPOUND|ONLYINCOMPOUND)/m.test(aff);

/** What narrowDic needs of an affix file. */
export interface AffixReach {
  flagMode: string;
  /** Per flag: the most characters its suffix rules strip off a stem's end, a continuation's included. */
  endStrip: Map<string, number>;
  /** Per flag: the characters its prefix rules strip off a stem's start (usually just 0). */
  startStrips: Map<string, Set<number>>;
  /** What the prefix rules add, lower-cased (`all'a`, `ri`). */
  prefixes: Set<string>;
}

/** A flag string cut into flags, the way the affix file's FLAG says (`long`: pairs, `num`: commas). */
export function flagsOf(codes: string, flagMode: string): string[] {
  if (flagMode === 'num') return codes.split(',').filter((flag) => flag !== '');
  if (flagMode === 'long') return codes.match(/[\s\S]{1,2}/g) ?? [];
  return [...codes];
}

interface AffixRule {
  kind: string;
  flag: string;
  strip: number;
  add: string;
  next: string[];
}

function affixRules(aff: string, flagMode: string): AffixRule[] {
  const rules: AffixRule[] = [];
  for (const [, kind = '', flag = '', strip = '', affix = ''] of aff.matchAll(
    /^(PFX|SFX)[ \t]+(\S+)[ \t]+(\S+)[ \t]+(\S+)[ \t]+\S+/gm,
  )) {
    const [add = '', next = ''] = affix.split('/');
    const stripped = strip === '0' ? 0 : [...strip].length;
    rules.push({ kind, flag, strip: stripped, add: add === '0' ? '' : add, next: flagsOf(next, flagMode) });
  }
  return rules;
}

/**
 * How far each flag's rules reach from a stem. A suffix may be followed by one more (a rule's
 * continuation flags), so the end strip is a rule's own plus the longest of its continuations'.
 */
export function affixReach(aff: string): AffixReach {
  const flagMode = /^FLAG[ \t]+(\S+)/m.exec(aff)?.[1] ?? 'char';
  const rules = affixRules(aff, flagMode);
  const ownStrip = new Map<string, number>();
  for (const rule of rules) {
    if (rule.kind === 'SFX') ownStrip.set(rule.flag, Math.max(ownStrip.get(rule.flag) ?? 0, rule.strip));
  }
  const reach: AffixReach = { flagMode, endStrip: new Map(), startStrips: new Map(), prefixes: new Set() };
  for (const rule of rules) {
    const next = Math.max(0, ...rule.next.map((flag) => ownStrip.get(flag) ?? 0));
    const end = (rule.kind === 'SFX' ? rule.strip : 0) + next;
    reach.endStrip.set(rule.flag, Math.max(reach.endStrip.get(rule.flag) ?? 0, end));
    if (rule.kind !== 'PFX') continue;
    reach.startStrips.set(rule.flag, (reach.startStrips.get(rule.flag) ?? new Set()).add(rule.strip));
    if (rule.add !== '') reach.prefixes.add(rule.add.toLocaleLowerCase());
  }
  return reach;
}

/** Every beginning of each word, of its part after an apostrophe, and of it less a prefix. */
function beginningsOf(words: Iterable<string>, prefixes: ReadonlySet<string>): Set<string> {
  const beginnings = new Set<string>();
  for (const word of words) {
    const lower = word.toLocaleLowerCase().replaceAll('\u2019', "'");
    const parts = [lower, lower.slice(lower.lastIndexOf("'") + 1)];
    for (const prefix of prefixes) if (lower.startsWith(prefix)) parts.push(lower.slice(prefix.length));
    for (const part of parts) {
      const letters = [...part];
      for (let end = 1; end <= letters.length; end += 1) beginnings.add(letters.slice(0, end).join(''));
    }
  }
  return beginnings;
}

/**
 * The lines of a .dic that could spell one of `words`, with the first line (the count) kept.
 * nspell expands every line through every affix when it loads: the Italian dictionary, whose
 * prefixes write each word elided after some 150 articles and prepositions (`dell'`, `all'`), never
 * finishes loading. A line can only spell a word that holds its stem less what its rules strip
 * off the end, after what its prefix adds (and strips) at the start; so a line is kept when that
 * much of its stem begins some word, or the word less a prefix. Sound only without compounding.
 */
export function narrowDic(dic: string, words: Iterable<string>, reach: AffixReach): string {
  const beginnings = beginningsOf(words, reach.prefixes);
  const [count = '', ...lines] = dic.split('\n');
  const kept = lines.filter((line) => {
    const slash = line.indexOf('/');
    const stem = [...(slash === -1 ? line : line.slice(0, slash)).trim().toLocaleLowerCase()];
    if (stem.length === 0) return false;
    const flags = slash === -1 ? [] : flagsOf(line.slice(slash + 1).trim(), reach.flagMode);
    const end = Math.max(0, ...flags.map((flag) => reach.endStrip.get(flag) ?? 0));
    const starts = new Set([0, ...flags.flatMap((flag) => [...(reach.startStrips.get(flag) ?? [])])]);
    return [...starts].some((start) =>
      beginnings.has(stem.slice(start, Math.max(start + 1, stem.length - end)).join('')),
    );
  });
  return [count, ...kept].join('\n');
}

/** Whether a share is over budget. */
export const overBudget = (share: number, max: number): boolean => share > max;
