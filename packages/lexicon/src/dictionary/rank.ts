import type { PartOfSpeech } from '../languages/types.js';

/**
 * Orders a lemma's candidate translations, likeliest first. The dictionaries do not say which
 * sense is the common one (Ding lists its senses alphabetically: house → "Geschlecht, Familie"
 * before "Haus"), so a candidate's score combines:
 *   - where the sources put it (first sense, first word of a line) and how much they illustrate
 *     it (Ding and eng-hin give the main senses examples), each source by its weight;
 *   - how many sources offer it (a reversed dictionary confirming a forward one);
 *   - the lemma's own part of speech (house is first a noun);
 *   - how common the candidate is in the target language (its rank in a frequency list):
 *     `Haus` → house before "volta bracket".
 */

/** One source's suggestion of one translation for one lemma. */
export interface Offer {
  text: string;
  pos: PartOfSpeech | null;
  /** The source's position score (its weight × where it lists the translation). */
  score: number;
  /** Which source of the pair (its index), for the per-lemma attribution mask. */
  source: number;
}

export interface RankOptions {
  /** The lemma's main part of speech in the learning language's table. */
  lemmaPos: PartOfSpeech | null;
  /** The candidate's rank in the target language (1 = most common); undefined when unknown. */
  rankOf?: (text: string) => number | undefined;
  /** The rank given to unknown words when rankOf exists. */
  unknownRank?: number;
  /** At most this many translations (default 5). */
  max?: number;
  /** German nouns and verbs differ by a capital (Haben, haben): keep both. Default: case folds. */
  caseSensitive?: boolean;
}

export interface Ranked {
  translations: string[];
  /** Per part of speech, when the sources offer more than one (`casa`: NOUN house…, VERB marry…). */
  byPos?: Partial<Record<PartOfSpeech, string[]>>;
  /** Bit i set: source i offered one of the translations kept. */
  sources: number;
}

/** A candidate scoring less than this share of the best one is noise (pulchritudinous for schön). */
const relativeFloor = 0.15;
const partOfSpeechBoost = 1.5;

/** Position score of the i-th translation in the g-th sense of the k-th entry. */
export function positionScore(
  weight: number,
  position: { entry?: number; group: number; item: number; examples?: number },
): number {
  return (
    (weight / (1 + 0.3 * (position.entry ?? 0)) / (1 + 0.5 * position.group) / (1 + 0.25 * position.item)) *
    (1 + 0.1 * Math.min(position.examples ?? 0, 5))
  );
}

/**
 * A frequency rank → a factor in (0, 1]: nearly flat among common words (0.9 at rank 200, 0.69
 * at 1,000), so that the sources decide between house and home, and low for rare ones (0.44 at
 * 5,000, 0.22 at 100,000), so that "volta bracket" does not come before house.
 */
export function frequencyFactor(rank: number): number {
  return Math.pow(1 / Math.log2(2 + Math.max(0, rank - 1) / 1000), 0.8);
}

const sameClass = (a: PartOfSpeech | null, b: PartOfSpeech | null): boolean =>
  a !== null && b !== null && (a === b || (isVerbal(a) && isVerbal(b)));
const isVerbal = (pos: PartOfSpeech): boolean => pos === 'VERB' || pos === 'AUX';

export function rankOffers(offers: readonly Offer[], options: RankOptions): Ranked | undefined {
  if (offers.length === 0) return undefined;
  const max = options.max ?? 5;
  const overall = order(offers, options, true, max);
  if (overall.length === 0) return undefined;
  const keyOf = (text: string): string => (options.caseSensitive === true ? text : text.toLowerCase());
  const kept = new Set(overall.map(keyOf));
  let sources = 0;
  for (const offer of offers) if (kept.has(keyOf(offer.text))) sources |= 1 << offer.source;
  const classes = [
    ...new Set(offers.map((offer) => offer.pos).filter((pos): pos is PartOfSpeech => pos !== null)),
  ];
  if (classes.length < 2) return { translations: overall, sources };
  const byPos: Partial<Record<PartOfSpeech, string[]>> = {};
  const bestOverall = scoreOf(offers, options, true)[0]?.score ?? 0;
  for (const pos of classes) {
    const scored = scoreOf(
      offers.filter((offer) => offer.pos === pos),
      options,
      false,
    );
    // A part of speech only stray offers give (fr `le` as a VERB, from a reversed WikDict line) is noise.
    if ((scored[0]?.score ?? 0) < bestOverall * relativeFloor) continue;
    const list = keepBest(scored, max);
    if (list.length > 0) byPos[pos] = list;
  }
  if (Object.keys(byPos).length < 2) return { translations: overall, sources };
  return { translations: overall, byPos, sources };
}

function order(offers: readonly Offer[], options: RankOptions, boostPos: boolean, max: number): string[] {
  return keepBest(scoreOf(offers, options, boostPos), max);
}

function keepBest(scored: readonly { text: string; score: number }[], max: number): string[] {
  const best = scored[0]?.score ?? 0;
  return scored
    .filter((candidate) => candidate.score >= best * relativeFloor)
    .slice(0, max)
    .map((candidate) => candidate.text);
}

/** Candidates with their scores, best first. */
function scoreOf(
  offers: readonly Offer[],
  options: RankOptions,
  boostPos: boolean,
): { text: string; score: number }[] {
  // Per candidate and source: the best offer counts fully, further ones (other senses) a little.
  const perSource = new Map<string, { text: string; best: Map<number, number>; sum: Map<number, number> }>();
  for (const offer of offers) {
    const key = options.caseSensitive === true ? offer.text : offer.text.toLowerCase();
    const score = offer.score * (boostPos && sameClass(offer.pos, options.lemmaPos) ? partOfSpeechBoost : 1);
    const entry = perSource.get(key) ?? { text: offer.text, best: new Map(), sum: new Map() };
    entry.best.set(offer.source, Math.max(entry.best.get(offer.source) ?? 0, score));
    entry.sum.set(offer.source, (entry.sum.get(offer.source) ?? 0) + score);
    perSource.set(key, entry);
  }
  const scored = [...perSource.values()].map(({ text, best, sum }) => {
    let support = 0;
    for (const [source, top] of best) support += top + 0.3 * ((sum.get(source) ?? top) - top);
    return { text, score: support * frequencyOf(text, options) };
  });
  scored.sort((a, b) => b.score - a.score || a.text.localeCompare(b.text));
  return scored;
}

/** A multi-word candidate counts as common as its rarest word, and a little less for its length. */
function frequencyOf(text: string, options: RankOptions): number {
  if (options.rankOf === undefined) return 1;
  const unknown = options.unknownRank ?? 100_000;
  const words = text.split(' ').filter((word) => word.length > 2 || text.indexOf(' ') === -1);
  const ranks = (words.length > 0 ? words : [text]).map((word) => options.rankOf?.(word) ?? unknown);
  const extraWords = text.split(' ').length - 1;
  return frequencyFactor(Math.max(...ranks)) * Math.pow(0.8, extraWords);
}
