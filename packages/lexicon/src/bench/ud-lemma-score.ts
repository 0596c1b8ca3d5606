import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { TitleAnalysis } from '../analysis-contract.js';
import { romanOrdinal } from '../languages/tokenise.js';
import { removeAddresses } from '../subtitles/credit-lines.js';
import { repositoryRoot } from '../tables/frequency.js';

/**
 * Scores the lexicon's lemmas against a Universal Dependencies treebank's gold lemmas:
 * text nobody here wrote, annotated by people. The treebank's sentences are written as subtitle
 * cues, the title analysis runs on that file, and every content token (gold part of speech NOUN,
 * VERB, ADJ or ADV, a letter in its form, no number) is right when the lemma the vocabulary list shows for its
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
  /** Inside a multiword token: the lemmas of all its words (es `encontrarse`: encontrar, él). */
  multiwordLemmas?: string[];
  /** Inside a multiword token: the word's own form (en `'s` of `there's`). */
  form?: string;
  /** A part of a hyphenated word the treebank splits (en `sky`, `-`, `high`): the word (sky-high). */
  hyphenated?: string;
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
      ...(position <= multiwordEnd ? { form } : {}),
      lemma: columns[2] ?? '',
      upos: columns[3] ?? '',
    });
    if (position === multiwordEnd) markMultiword(current.tokens, multiwordSurface);
  }
  if (current.tokens.length > 0) sentences.push(current);
  for (const sentence of sentences) markHyphenated(sentence);
  return sentences;
}

/**
 * Gives each part of a hyphenated word the treebank splits into tokens (en `daughter - in - law`)
 * the word as written, which our tokeniser keeps whole (daughter-in-law).
 */
function markHyphenated(sentence: GoldSentence): void {
  const { tokens } = sentence;
  let index = 0;
  while (index < tokens.length) {
    let end = index;
    let written = tokens[index]?.surface ?? '';
    while (tokens[end + 1]?.surface === '-' && tokens[end + 2] !== undefined) {
      const next = `${written}-${tokens[end + 2]?.surface ?? ''}`;
      if (!sentence.text.includes(next)) break;
      written = next;
      end += 2;
    }
    if (end > index)
      for (let part = index; part <= end; part += 2) (tokens[part] as GoldToken).hyphenated = written;
    index = end + 1;
  }
}

/**
 * The word a token is listed under in its line: by the written word, else, for a word of a
 * multiword token our tokeniser cuts as the treebank does (en `there's` → there + 's), by its own
 * form; else with a full stop, which a treebank may cut off an abbreviation our tokeniser keeps
 * whole (`etc .`: etc.).
 */
function lemmaInLine(token: GoldToken, back: ReadBack, sentence: number): string | undefined {
  const bySurface = back.lemmaIn(sentence, token.surface);
  if (bySurface !== undefined) return bySurface;
  const byForm = token.form === undefined ? undefined : back.lemmaIn(sentence, token.form);
  return (
    byForm ??
    back.lemmaIn(sentence, `${token.surface}.`) ??
    (token.hyphenated === undefined ? undefined : back.lemmaIn(sentence, token.hyphenated)) ??
    lemmaOfParts(token.surface, back, sentence)
  );
}

/**
 * A hyphenated word the treebank keeps whole and our tokeniser splits (fr `micro-organismes`): the
 * lemmas its parts are listed under, joined as the word is (micro-organisme).
 */
function lemmaOfParts(surface: string, back: ReadBack, sentence: number): string | undefined {
  if (!surface.includes('-')) return undefined;
  const lemmas = surface.split('-').map((part) => back.lemmaIn(sentence, part));
  return lemmas.every((lemma) => lemma !== undefined) ? lemmas.join('-') : undefined;
}

/** Gives the words of the multiword token that just ended each other's lemmas. */
function markMultiword(tokens: GoldToken[], surface: string): void {
  let first = tokens.length - 1;
  while (
    first > 0 &&
    tokens[first - 1]?.surface === surface &&
    tokens[first - 1]?.multiwordLemmas === undefined
  )
    first -= 1;
  const words = tokens.slice(first);
  const lemmas = words.map((token) => token.lemma.toLowerCase());
  for (const token of words) token.multiwordLemmas = lemmas;
}

/**
 * The tokens the score counts: content words with a letter in them, but not numbers written with
 * digits or Roman numerals (4th, 24e, 1990s, XIXe, M10), which the vocabulary leaves out as it
 * leaves out the cardinals the treebanks tag NUM, nor web addresses and file names (TEXT.htm),
 * which the subtitle reader takes out of the lines (removeAddresses).
 */
export function isScored(token: GoldToken): boolean {
  const { surface } = token;
  return (
    contentParts.has(token.upos) &&
    hasLetter.test(surface) &&
    !hasDigit.test(surface) &&
    !romanOrdinal.test(surface) &&
    removeAddresses(surface).trim() !== ''
  );
}

const hasDigit = /\p{N}/u;

/**
 * Seconds from one cue's start to the next: each cue lasts one, then a silence longer than the
 * parser's longest pause inside a sentence (3 s). A treebank sentence is a sentence, so a headline
 * without a full stop (da `Er Køvenhavner`) must not run on into the next one, as it would in a
 * subtitle file where the next cue follows at once; a next sentence opening in small letters or
 * with `...` still runs on, as the parser reads such cues.
 */
const cueSpacing = 5;

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
      return `${index + 1}\n${time(index * cueSpacing)} --> ${time(index * cueSpacing + 1)}\n${text}\n`;
    })
    .join('\n');
}

export type Outcome = 'right' | 'wrong' | 'dropped' | 'named';

/** What the vocabulary list says about each surface form (lower-case): its lemma, or where it went. */
export interface ReadBack {
  /** Context-free: the one word the form is listed under most. */
  lemmaOf(surface: string): string | undefined;
  /**
   * In context: the word whose forms hold it among the words of treebank sentence `sentence`, as
   * a learner sees it in that line (the tagger may list `hecho` under hecho in one line and under
   * hacer in another); undefined when none of that line's words holds it (left out there, as a
   * function word or a name).
   */
  lemmaIn(sentence: number, surface: string): string | undefined;
  /** The verbs (lower-case lemmas) listed in treebank sentence `sentence`. */
  verbsIn(sentence: number): ReadonlySet<string>;
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
    analysis.sentences.map((sentence) => [sentence.order, Math.round(sentence.time / cueSpacing)]),
  );
  const treebankSentences = treebankSentencesOf(analysis);
  const sentencesWith = new Map<string, Set<number>>();
  sentences.forEach((sentence, index) => {
    for (const token of sentence.tokens) {
      // With a full stop too: the treebank may have cut it off an abbreviation (lemmaInLine).
      const writings = [
        token.surface,
        `${token.surface}.`,
        ...(token.form === undefined ? [] : [token.form]),
        // A hyphenated word as one (sky-high) or as its parts (micro, organismes): lemmaInLine.
        ...(token.hyphenated === undefined ? [] : [token.hyphenated]),
        ...(token.surface.includes('-') ? token.surface.split('-') : []),
      ];
      for (const written of writings) {
        const key = written.toLowerCase();
        const set = sentencesWith.get(key) ?? new Set<number>();
        set.add(index);
        sentencesWith.set(key, set);
      }
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
  const inSentence = lemmasInSentences(analysis, treebankSentences, sentencesWith);
  const verbs = verbsInSentences(analysis, treebankSentences);
  const names = new Set(analysis.names.map((entry) => entry.name.toLowerCase()));
  const lemmaOf = (surface: string): string | undefined => lemmaOfForm.get(surface.toLowerCase())?.lemma;
  return {
    lemmaOf,
    lemmaIn: (sentence, surface) => {
      const key = surface.toLowerCase();
      return inSentence.get(`${sentence}\u0000${key}`);
    },
    verbsIn: (sentence) => verbs.get(sentence) ?? new Set(),
    isName: (surface) => names.has(surface.toLowerCase()),
  };
}

function verbsInSentences(
  analysis: TitleAnalysis,
  treebankSentences: ReadonlyMap<number, readonly number[]>,
): Map<number, Set<string>> {
  const verbs = new Map<number, Set<string>>();
  for (const word of analysis.words) {
    if (word.pos !== 'VERB') continue;
    for (const index of word.occurs_in_orders.flatMap((order) => treebankSentences.get(order) ?? [])) {
      const set = verbs.get(index) ?? new Set<string>();
      set.add(word.name.toLowerCase());
      verbs.set(index, set);
    }
  }
  return verbs;
}

/**
 * The treebank sentences each of our sentences covers: the parser joins cues that do not end a
 * sentence into one (a treebank sentence without a full stop runs on into the next cue), so one of
 * ours covers every cue from its start to the next one's.
 */
function treebankSentencesOf(analysis: TitleAnalysis): Map<number, number[]> {
  const sorted = [...analysis.sentences].sort((a, b) => a.time - b.time);
  const covered = new Map<number, number[]>();
  sorted.forEach((sentence, index) => {
    const first = Math.round(sentence.time / cueSpacing);
    const next = sorted[index + 1];
    const last = next === undefined ? first : Math.max(first, Math.round(next.time / cueSpacing) - 1);
    const indices: number[] = [];
    for (let cue = first; cue <= last; cue += 1) indices.push(cue);
    covered.set(sentence.order, indices);
  });
  return covered;
}

/**
 * For each treebank sentence and form in it, the word listed with both: the word's forms hold the
 * form and its sentences hold the line. Two words of one line may both hold a form (es `hecho`
 * under hacer and hecho where the line also has `hace`): the more frequent word then.
 */
function lemmasInSentences(
  analysis: TitleAnalysis,
  treebankSentences: ReadonlyMap<number, readonly number[]>,
  sentencesWith: ReadonlyMap<string, ReadonlySet<number>>,
): Map<string, string> {
  const best = new Map<string, { lemma: string; count: number }>();
  for (const word of analysis.words) {
    const wordSentences = new Set(
      word.occurs_in_orders.flatMap((order) => treebankSentences.get(order) ?? []),
    );
    for (const form of word.forms) {
      const key = form.toLowerCase();
      for (const index of sentencesWith.get(key) ?? []) {
        if (!wordSentences.has(index)) continue;
        const slot = `${index}\u0000${key}`;
        const existing = best.get(slot);
        if (existing === undefined || existing.count < word.count)
          best.set(slot, { lemma: word.name, count: word.count });
      }
    }
  }
  return new Map([...best].map(([slot, { lemma }]) => [slot, lemma]));
}

/**
 * One token's outcome. A German separable verb may keep its particle (`rief … an`: rufen or
 * anrufen, since the vocabulary list files it under the particle verb), and the particle, which
 * treebanks lemmatise as itself, is then right as part of that verb (`an` in anrufen).
 */
export function scoreToken(token: GoldToken, back: ReadBack, language: string, sentence?: number): Outcome {
  const ours = sentence === undefined ? back.lemmaOf(token.surface) : lemmaInLine(token, back, sentence);
  if (ours === undefined && sentence !== undefined && isJoinedParticle(token, back, language, sentence))
    return 'right';
  if (ours === undefined) return back.isName(token.surface) ? 'named' : 'dropped';
  // CoNLL-U writes a space inside a lemma as an underscore (da for_eksempel: for eksempel).
  const gold = token.surface.includes('_')
    ? token.lemma.toLowerCase()
    : token.lemma.toLowerCase().replaceAll('_', ' ');
  const lemma = ours.toLowerCase();
  if (lemma === gold) return 'right';
  // A part of a hyphenated word listed whole (sky of sky-high): right as a part of its lemma.
  if (token.hyphenated !== undefined && lemma.split('-').includes(gold)) return 'right';
  if (language === 'de' && token.upos === 'VERB' && lemma.endsWith(gold) && lemma.length > gold.length)
    return 'right';
  return 'wrong';
}

/** A German verb particle the line's vocabulary lists inside its particle verb (ein: einkaufen). */
function isJoinedParticle(token: GoldToken, back: ReadBack, language: string, sentence: number): boolean {
  if (language !== 'de' || (token.upos !== 'ADV' && token.upos !== 'ADP')) return false;
  const particle = token.lemma.toLowerCase();
  return [...back.verbsIn(sentence)].some(
    (verb) => verb.startsWith(particle) && verb.length > particle.length + 3,
  );
}

export interface LemmaScore {
  tokens: number;
  /** In context: each token read back from its own line (ReadBack.lemmaIn). */
  accuracy: number;
  /** Context-free: each form read back as the one word it is listed under most (ReadBack.lemmaOf). */
  contextFreeAccuracy: number;
  dropped: number;
  named: number;
  /**
   * Function-word tokens (gold ADP, CCONJ, SCONJ, DET, PRON, AUX, PART) that the vocabulary lists
   * under another lemma (es `para` as parar), as a share of all function-word tokens.
   */
  functionWordsMisread: number;
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

const functionParts = new Set(['ADP', 'CCONJ', 'SCONJ', 'DET', 'PRON', 'AUX', 'PART']);

/**
 * A function-word token the vocabulary lists, in its line, under a lemma that is not its own. One
 * inside a word of several (es `encontrarse`) is listed right under any of that word's lemmas.
 */
function isMisreadFunctionWord(token: GoldToken, back: ReadBack, sentence: number): boolean {
  // By the written word only: a possessive 's inside Frisco's would find the 's of another word
  // of the line (it's: be).
  const ours = back.lemmaIn(sentence, token.surface)?.toLowerCase();
  if (ours === undefined) return false;
  return token.multiwordLemmas === undefined
    ? ours !== token.lemma.toLowerCase()
    : !token.multiwordLemmas.includes(ours);
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
  let contextFreeRight = 0;
  let functionTokens = 0;
  let functionMisread = 0;
  const errors = new Map<string, [string, string, string, number]>();
  const detail: LemmaScoreDetail = { choice: 0, missing: 0, unknown: 0 };
  sentences.forEach((sentence, index) => {
    for (const token of sentence.tokens) {
      if (functionParts.has(token.upos) && hasLetter.test(token.surface)) {
        functionTokens += 1;
        if (isMisreadFunctionWord(token, back, index)) functionMisread += 1;
      }
      if (!isScored(token)) continue;
      if (scoreToken(token, back, language) === 'right') contextFreeRight += 1;
      const outcome = scoreToken(token, back, language, index);
      counts[outcome] += 1;
      if (outcome === 'right') continue;
      if (outcome === 'wrong' && readingsOf !== undefined) {
        const readings = readingsOf(token.surface.toLowerCase());
        if (readings === undefined) detail.unknown += 1;
        else if (readings.some((lemma) => lemma.toLowerCase() === token.lemma.toLowerCase()))
          detail.choice += 1;
        else detail.missing += 1;
      }
      const ours = outcome === 'wrong' ? (lemmaInLine(token, back, index) ?? '') : `(${outcome})`;
      const surface = token.surface.toLowerCase();
      const key = `${surface}\u0000${token.lemma}\u0000${ours}`;
      const entry = errors.get(key) ?? [surface, token.lemma, ours, 0];
      entry[3] += 1;
      errors.set(key, entry);
    }
  });
  const total = counts.right + counts.wrong + counts.dropped + counts.named;
  const share = (count: number): number => (total === 0 ? 0 : count / total);
  return {
    tokens: total,
    accuracy: share(counts.right),
    contextFreeAccuracy: share(contextFreeRight),
    dropped: share(counts.dropped),
    named: share(counts.named),
    functionWordsMisread: functionTokens === 0 ? 0 : functionMisread / functionTokens,
    errors: [...errors.values()].sort((a, b) => b[3] - a[3]).slice(0, errorCount),
    detail: {
      choice: share(detail.choice),
      missing: share(detail.missing),
      unknown: share(detail.unknown),
    },
  };
}
