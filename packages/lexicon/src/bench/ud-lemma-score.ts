import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { TitleAnalysis } from '../analysis-contract.js';
import { repositoryRoot } from '../tables/frequency.js';

/**
 * Scores the lexicon's lemmas against a Universal Dependencies treebank's gold lemmas:
 * text nobody here wrote, annotated by people. The treebank's sentences are written as subtitle
 * cues, the title analysis runs on that file, and every content token (gold part of speech NOUN,
 * VERB, ADJ or ADV, a letter in its form) is right when the lemma the vocabulary list shows for its
 * surface form equals the gold lemma, ignoring case.
 */

/** The shared dev splits: `<lang>/<treebank>-ud-dev.conllu` (the test splits are never read). */
export const udDevDir = path.resolve(repositoryRoot, '../shared/data/ud-dev');

/** The dev split of a language's treebank, or undefined when the shared folder does not have it. */
export function udDevFile(language: string, dir = udDevDir): string | undefined {
  const folder = path.join(dir, language);
  if (!existsSync(folder)) return undefined;
  const name = readdirSync(folder).find((file) => file.endsWith('-ud-dev.conllu'));
  return name === undefined ? undefined : path.join(folder, name);
}

/** One word of a treebank sentence, with what the scoring needs. */
export interface GoldToken {
  /** As written; for a word inside a multiword token (es `dámelo`, it `dirgli`), that token's surface. */
  surface: string;
  lemma: string;
  upos: string;
}

export interface GoldSentence {
  text: string;
  tokens: GoldToken[];
}

const contentParts = new Set(['NOUN', 'VERB', 'ADJ', 'ADV']);
const hasLetter = /\p{L}/u;

/** Reads a CoNLL-U file: sentences with their `# text` and words (empty nodes skipped). */
export function parseConllu(text: string): GoldSentence[] {
  const sentences: GoldSentence[] = [];
  let current: GoldSentence = { text: '', tokens: [] };
  let multiwordEnd = -1;
  let multiwordSurface = '';
  for (const rawLine of text.split('\n')) {
    const line = rawLine.replace(/\r$/, '');
    if (line === '') {
      if (current.tokens.length > 0) sentences.push(current);
      current = { text: '', tokens: [] };
      multiwordEnd = -1;
      continue;
    }
    if (line.startsWith('#')) {
      const match = /^# text = (.*)$/.exec(line);
      if (match) current.text = match[1] ?? '';
      continue;
    }
    const columns = line.split('\t');
    const id = columns[0] ?? '';
    if (id.includes('.')) continue;
    const form = columns[1] ?? '';
    const range = /^(\d+)-(\d+)$/.exec(id);
    if (range) {
      multiwordEnd = Number(range[2]);
      multiwordSurface = form;
      continue;
    }
    const position = Number(id);
    current.tokens.push({
      surface: position <= multiwordEnd ? multiwordSurface : form,
      lemma: columns[2] ?? '',
      upos: columns[3] ?? '',
    });
  }
  if (current.tokens.length > 0) sentences.push(current);
  return sentences;
}

/** The tokens the score counts: content words with a letter in them. */
export function isScored(token: GoldToken): boolean {
  return contentParts.has(token.upos) && hasLetter.test(token.surface);
}

/**
 * The sentences as a subtitle file, one cue each. Brackets become commas: in a subtitle they mark
 * sound descriptions, which the parser rightly drops, but in a treebank they hold ordinary words.
 */
export function sentencesAsSubtitles(sentences: readonly GoldSentence[]): string {
  const time = (seconds: number): string => {
    const hours = Math.floor(seconds / 3600);
    const minutes = Math.floor(seconds / 60) % 60;
    const pad = (value: number): string => String(value).padStart(2, '0');
    return `${pad(hours)}:${pad(minutes)}:${pad(seconds % 60)},000`;
  };
  return sentences
    .map((sentence, index) => {
      const text = sentence.text.replace(/[()[\]{}*]/g, ',').replace(/^\s*[-–—]+\s*/, '');
      return `${index + 1}\n${time(index * 2)} --> ${time(index * 2 + 1)}\n${text}\n`;
    })
    .join('\n');
}

export type Outcome = 'right' | 'wrong' | 'dropped' | 'named';

/** What the vocabulary list says about each surface form (lower-case): its lemma, or where it went. */
export interface ReadBack {
  lemmaOf(surface: string): string | undefined;
  isName(surface: string): boolean;
}

/**
 * Reads the analysis back context-free, as the vocabulary list shows it: each form belongs to one
 * word, the one whose forms hold it. When several words hold a form (es `pasado`, the adjective
 * and a form of pasar), it belongs to the word it was met under most often: the sentences of the
 * word (its occurrences in the list) that have the form.
 */
export function readBack(analysis: TitleAnalysis, sentences: readonly GoldSentence[] = []): ReadBack {
  // Cue i starts at 2i seconds (sentencesAsSubtitles): the treebank sentence of each of ours.
  const treebankSentence = new Map(
    analysis.sentences.map((sentence) => [sentence.order, Math.round(sentence.time / 2)]),
  );
  const sentencesWith = new Map<string, Set<number>>();
  sentences.forEach((sentence, index) => {
    for (const token of sentence.tokens) {
      const key = token.surface.toLowerCase();
      const set = sentencesWith.get(key) ?? new Set<number>();
      set.add(index);
      sentencesWith.set(key, set);
    }
  });
  const lemmaOfForm = new Map<string, { lemma: string; score: number; count: number }>();
  for (const word of analysis.words) {
    const wordSentences = new Set(word.occurs_in_orders.map((order) => treebankSentence.get(order)));
    for (const form of word.forms) {
      const key = form.toLowerCase();
      let score = 0;
      for (const index of sentencesWith.get(key) ?? []) if (wordSentences.has(index)) score += 1;
      const existing = lemmaOfForm.get(key);
      if (
        existing === undefined ||
        existing.score < score ||
        (existing.score === score && existing.count < word.count)
      )
        lemmaOfForm.set(key, { lemma: word.name, score, count: word.count });
    }
  }
  const names = new Set(analysis.names.map((entry) => entry.name.toLowerCase()));
  return {
    lemmaOf: (surface) => lemmaOfForm.get(surface.toLowerCase())?.lemma,
    isName: (surface) => names.has(surface.toLowerCase()),
  };
}

/**
 * One token's outcome. A German separable verb may keep its particle (`rief … an`: rufen or
 * anrufen, since the vocabulary list files it under the particle verb).
 */
export function scoreToken(token: GoldToken, back: ReadBack, language: string): Outcome {
  const ours = back.lemmaOf(token.surface);
  if (ours === undefined) return back.isName(token.surface) ? 'named' : 'dropped';
  const gold = token.lemma.toLowerCase();
  const lemma = ours.toLowerCase();
  if (lemma === gold) return 'right';
  if (language === 'de' && token.upos === 'VERB' && lemma.endsWith(gold) && lemma.length > gold.length)
    return 'right';
  return 'wrong';
}

export interface LemmaScore {
  tokens: number;
  accuracy: number;
  dropped: number;
  named: number;
  /** The commonest misses, most frequent first: [surface, gold, ours or a note, count]. */
  errors: [string, string, string, number][];
}

/** Why a wrong token is wrong, for the detail line: the readings the table has for its form. */
export type ReadingsOf = (surface: string) => readonly string[] | undefined;

export interface LemmaScoreDetail {
  /** Wrong though the table offers the gold lemma among the form's readings. */
  choice: number;
  /** Wrong and the table knows the form, but none of its readings is the gold lemma. */
  missing: number;
  /** Wrong and the table does not know the form (a rule's guess or the form itself). */
  unknown: number;
}

export function scoreAnalysis(
  sentences: readonly GoldSentence[],
  analysis: TitleAnalysis,
  language: string,
  errorCount = 20,
  readingsOf?: ReadingsOf,
): LemmaScore & { detail: LemmaScoreDetail } {
  const back = readBack(analysis, sentences);
  const counts: Record<Outcome, number> = { right: 0, wrong: 0, dropped: 0, named: 0 };
  const errors = new Map<string, [string, string, string, number]>();
  const detail: LemmaScoreDetail = { choice: 0, missing: 0, unknown: 0 };
  for (const sentence of sentences) {
    for (const token of sentence.tokens) {
      if (!isScored(token)) continue;
      const outcome = scoreToken(token, back, language);
      counts[outcome] += 1;
      if (outcome === 'right') continue;
      if (outcome === 'wrong' && readingsOf !== undefined) {
        const readings = readingsOf(token.surface.toLowerCase());
        if (readings === undefined) detail.unknown += 1;
        else if (readings.some((lemma) => lemma.toLowerCase() === token.lemma.toLowerCase()))
          detail.choice += 1;
        else detail.missing += 1;
      }
      const ours = outcome === 'wrong' ? (back.lemmaOf(token.surface) ?? '') : `(${outcome})`;
      const surface = token.surface.toLowerCase();
      const key = `${surface}\u0000${token.lemma}\u0000${ours}`;
      const entry = errors.get(key) ?? [surface, token.lemma, ours, 0];
      entry[3] += 1;
      errors.set(key, entry);
    }
  }
  const total = counts.right + counts.wrong + counts.dropped + counts.named;
  const share = (count: number): number => (total === 0 ? 0 : count / total);
  return {
    tokens: total,
    accuracy: share(counts.right),
    dropped: share(counts.dropped),
    named: share(counts.named),
    errors: [...errors.values()].sort((a, b) => b[3] - a[3]).slice(0, errorCount),
    detail: {
      choice: share(detail.choice),
      missing: share(detail.missing),
      unknown: share(detail.unknown),
    },
  };
}
