import type { PosTagger } from '../tagger/pos-tagger.js';
import type { StudyLanguageCode } from '@cinevocab/core';
import {
  codeOfPos,
  type LemmaPart,
  type PartOfSpeech,
  posOfCode,
  type Reading,
} from '../languages/parts-of-speech.js';
import type { SortedReadings } from './sorted-readings.js';
import { SuffixRules, type SuffixRulesData } from './suffix-rules.js';

/** Where a table's data came from, recorded in the table and in the manifest. */
export interface TableSource {
  /** What it is, e.g. "apertium spa-eng analyser", "frequency list". */
  name: string;
  /** Its version (package version, file size and hash, …): a change here changes the lexicon version. */
  version: string;
  licence?: string;
}

/**
 * A lemma table as stored (`data/lexicon/<lang>.json`): flat arrays, not an object per form, so
 * that it loads in tens of milliseconds and holds little memory. A reading part is coded as
 * `lemmaIndex * 16 + posCode`, where posCode is 1 + the index in PartsOfSpeech, or 0 when the part
 * of speech is unknown.
 */
export interface LemmaTableData {
  format: 2;
  language: StudyLanguageCode;
  sources: TableSource[];
  /** The frequency list's total count: the denominator of "per million". */
  totalCount: number;
  /** Lemmas by descending count: a lemma's rank is its index + 1 when its count is above 0. */
  lemmas: string[];
  lemmaCounts: number[];
  /** The lemma's main part of speech (a posCode). */
  lemmaPos: number[];
  /** Word forms, lower-case. */
  forms: string[];
  /**
   * The readings of each form in turn, best first: the number of readings, then for each reading
   * its number of parts (2 for a contraction like `del`) and the parts' codes.
   */
  readings: number[];
  /** Forms known only as proper names (lower-case). */
  names: string[];
  /** Forms two or more other languages know only as names (it marco): see build/names-elsewhere.ts. */
  namedElsewhere?: string[];
  /** Rules for the forms no table knows, learnt from the known ones (see suffix-rules.ts). */
  suffixRules?: SuffixRulesData;
}

export interface LemmaInfo {
  /** 1 = the most frequent lemma; null when the lemma is in the table but not in the frequency list. */
  readonly rank: number | null;
  /** Occurrences per million words of the reference corpus; 0 when unknown. */
  readonly frequency: number;
  readonly pos: PartOfSpeech | null;
}

export { codeOfPos };

/** The run-time view of one language's table: Map look-ups over compact arrays. */
export class LemmaTable {
  readonly language: StudyLanguageCode;
  readonly sources: readonly TableSource[];
  /** True when the readings carry parts of speech from an analyser (then an unknown word is telling). */
  readonly hasAnalyses: boolean;
  private readonly perMillion: number;
  private readonly lemmaNames: readonly string[];
  private readonly lemmaCounts: Float64Array;
  private readonly lemmaPos: Uint8Array;
  private readonly lemmaIndex = new Map<string, number>();
  /** Form → offset of its readings in `codes`. */
  private readonly formOffsets = new Map<string, number>();
  private readonly codes: Int32Array;
  private readonly decoded = new Map<string, readonly Reading[]>();
  private readonly analysed = new Map<string, boolean>();
  private readonly parts = new Map<number, LemmaPart>();
  private readonly nameForms: ReadonlySet<string>;
  private readonly namedElsewhereForms: ReadonlySet<string>;
  private readonly suffixRules: SuffixRules | undefined;

  /**
   * `data` holds the frequency list's forms; `rare`, when given, the language's committed readings
   * of every form, searched for the forms `data` does not have.
   */
  constructor(
    data: LemmaTableData,
    private readonly rare?: SortedReadings,
    /** The part-of-speech tagger that reads each sentence before its lemmas are chosen. */
    readonly tagger?: PosTagger,
  ) {
    if (data.format !== 2)
      throw new Error(`lemma table format ${String(data.format)} is not 2: rebuild the lexicon`);
    this.language = data.language;
    this.sources = data.sources;
    this.hasAnalyses = data.sources.some((source) => source.name.startsWith('readings:'));
    this.perMillion = data.totalCount > 0 ? 1_000_000 / data.totalCount : 0;
    this.lemmaNames = data.lemmas;
    this.lemmaCounts = Float64Array.from(data.lemmaCounts);
    this.lemmaPos = Uint8Array.from(data.lemmaPos);
    data.lemmas.forEach((lemma, index) => {
      if (!this.lemmaIndex.has(lemma)) this.lemmaIndex.set(lemma, index);
    });
    this.codes = Int32Array.from(data.readings);
    let offset = 0;
    for (const form of data.forms) {
      this.formOffsets.set(form, offset);
      const readingCount = this.codes[offset] ?? 0;
      offset += 1;
      for (let reading = 0; reading < readingCount; reading += 1) offset += 1 + (this.codes[offset] ?? 0);
    }
    if (offset !== this.codes.length)
      throw new Error(`the ${data.language} lemma table is damaged: rebuild it`);
    this.nameForms = new Set(data.names);
    this.namedElsewhereForms = new Set(data.namedElsewhere ?? []);
    this.suffixRules = data.suffixRules === undefined ? undefined : new SuffixRules(data.suffixRules);
  }

  /** Is the form (lower-case) in the table? */
  has(key: string): boolean {
    return this.formOffsets.has(key) || this.rare?.readings(key) !== undefined;
  }

  /** Is the form (lower-case) in the frequency list or the closed classes (not only a rare form)? */
  isListed(key: string): boolean {
    return this.formOffsets.has(key);
  }

  /** A lemma for a form no table knows, from the rules learnt from those it knows. */
  guessBySuffix(key: string): LemmaPart | undefined {
    return this.suffixRules?.guess(key);
  }

  /** Does an analyser or the closed-class table know the form (not only the frequency list)? */
  hasAnalysis(key: string): boolean {
    let known = this.analysed.get(key);
    if (known === undefined) {
      const first = this.readings(key)?.[0]?.[0];
      known = first !== undefined && first.pos !== null;
      if (this.analysed.size >= LemmaTable.analysedLimit) this.analysed.clear();
      this.analysed.set(key, known);
    }
    return known;
  }

  /**
   * How many forms' hasAnalysis answers are kept: every word of a line of another language is
   * asked about (englishIn), most of them unknown, which the readings would search three maps for.
   */
  private static readonly analysedLimit = 50_000;

  /** The readings of a form (lower-case), best first, or undefined when the table does not know it. */
  readings(key: string): readonly Reading[] | undefined {
    const cached = this.decoded.get(key);
    if (cached !== undefined) return cached;
    let offset = this.formOffsets.get(key);
    if (offset === undefined) return this.rare?.readings(key);
    const readings: Reading[] = [];
    const readingCount = this.codes[offset++] ?? 0;
    for (let reading = 0; reading < readingCount; reading += 1) {
      const partCount = this.codes[offset++] ?? 0;
      const parts: LemmaPart[] = [];
      for (let part = 0; part < partCount; part += 1) parts.push(this.part(this.codes[offset++] ?? 0));
      readings.push(parts);
    }
    this.decoded.set(key, readings);
    return readings;
  }

  lemma(lemma: string): LemmaInfo | undefined {
    let info = this.lemmaInfos.get(lemma);
    if (info === undefined) {
      info = this.lemmaInfoOf(lemma) ?? null;
      if (this.lemmaInfos.size >= LemmaTable.lemmaInfoLimit) this.lemmaInfos.clear();
      this.lemmaInfos.set(lemma, info);
    }
    return info ?? undefined;
  }

  /**
   * The lemmas asked about so far (null for one the table lacks): a title asks about its few
   * thousand lemmas again and again, and a small map answers faster than the table's index of all
   * of them. Cleared past this many.
   */
  private readonly lemmaInfos = new Map<string, LemmaInfo | null>();
  private static readonly lemmaInfoLimit = 20_000;

  private lemmaInfoOf(lemma: string): LemmaInfo | undefined {
    const index = this.lemmaIndex.get(lemma);
    if (index === undefined) return undefined;
    const count = this.lemmaCounts[index] ?? 0;
    return {
      rank: count > 0 ? index + 1 : null,
      frequency: Math.round(count * this.perMillion * 100) / 100,
      pos: posOfCode(this.lemmaPos[index] ?? 0),
    };
  }

  /**
   * The lemma of a rank (1 = the most frequent), or undefined past the ranked lemmas: the vocabulary
   * check walks the ranks.
   */
  lemmaAtRank(rank: number): string | undefined {
    const index = rank - 1;
    if (!Number.isInteger(rank) || index < 0 || (this.lemmaCounts[index] ?? 0) <= 0) return undefined;
    return this.lemmaNames[index];
  }

  /** How many lemmas have a rank (a count in the frequency list): they come first, by count. */
  get rankedLemmaCount(): number {
    let count = 0;
    while (count < this.lemmaCounts.length && (this.lemmaCounts[count] ?? 0) > 0) count += 1;
    return count;
  }

  /** A form the sources know only as a proper name. */
  isName(key: string): boolean {
    return this.nameForms.has(key);
  }

  /** Do two or more other languages know the form (lower-case) only as a name (it marco)? */
  isNamedElsewhere(key: string): boolean {
    return this.namedElsewhereForms.has(key);
  }

  get formCount(): number {
    return this.formOffsets.size;
  }

  get lemmaCount(): number {
    return this.lemmaNames.length;
  }

  private part(code: number): LemmaPart {
    let part = this.parts.get(code);
    if (part === undefined) {
      part = { lemma: this.lemmaNames[Math.floor(code / 16)] ?? '', pos: posOfCode(code % 16) };
      this.parts.set(code, part);
    }
    return part;
  }
}
