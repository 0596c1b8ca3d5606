import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { StudyLanguageCode } from '@cinevocab/core';
import { describe, expect, inject, it } from 'vitest';
import type { TitleAnalysis } from '../analysis-contract.js';
import { demoSubtitlesDir, sharedSubtitlesDir } from '../bench/transcript-size.js';
import { getLanguage, lexiconLanguages } from '../languages/registry.js';
import { tokenise, wordPattern } from '../languages/tokenise.js';
import type { LemmaTable } from '../tables/lemma-table.js';
import { testTableData } from '../testing/test-tables.js';
import { createLexiconFromTables, loadLexicon } from './lexicon.js';
import { resolveSentence } from './resolve.js';

const srt = (...cues: string[]): string =>
  cues
    .map((text, index) => `${index + 1}\n00:00:0${index},250 --> 00:00:0${index},900\n${text}\n`)
    .join('\n');

/** A line as the test reads it: each mark as `[written word=token]`, the rest as written. */
function marked(analysis: TitleAnalysis, index: number): string {
  const [, , text, marks] = analysis.transcript.lines[index] ?? [0, 0, '', []];
  let output = '';
  let position = 0;
  for (let mark = 0; mark < marks.length; mark += 3) {
    const [start = 0, length = 0, word = 0] = marks.slice(mark, mark + 3);
    const written = text.slice(start, start + length);
    output += `${text.slice(position, start)}[${written}=${analysis.transcript.words[word] ?? '?'}]`;
    position = start + length;
  }
  return output + text.slice(position);
}

const spanishTable = testTableData(
  'es',
  `
tengo tener:VERB
gato gato:NOUN
gatos gato:NOUN
perro perro:NOUN
vi ver:VERB
di decir:VERB
zorro zorro:NOUN
`,
  'de que no a la el tener tengo es gato',
);
const englishTable = testTableData('en', 'cat cat:NOUN\nsaid say:VERB\n', 'the a said cat');

describe("a title's transcript", () => {
  const lexicon = createLexiconFromTables({ es: spanishTable, en: englishTable });

  it('gives every sentence as a line, in order, with its times in milliseconds', () => {
    const analysis = lexicon.analyse(srt('Tengo un gato.', 'Hello there, my friend.', 'Vi dos gatos.'), 'es');
    expect(analysis.transcript.lines.map(([start, end, text]) => [start, end, text])).toEqual(
      analysis.sentences.map((sentence, index) => [index + 0.25, index + 0.9, sentence.sentence]),
    );
    expect(analysis.transcript.words).toEqual(analysis.words.map((word) => word.token));
  });

  it('marks the words of the vocabulary, not names, numbers or function words', () => {
    const analysis = lexicon.analyse(srt('Tengo un gato.', 'Vi a Bruno con 2 perros y un gato.'), 'es');
    expect(marked(analysis, 0)).toBe('[Tengo=es:tener] un [gato=es:gato].');
    expect(marked(analysis, 1)).toBe('[Vi=es:ver] a Bruno con 2 [perros=es:perro] y un [gato=es:gato].');
  });

  it('marks a capitalised word once the title also writes it in lower case, and not a name', () => {
    const analysis = lexicon.analyse(srt('Vi al Zorro ayer.', 'El zorro corre.', 'Vi a Lola.'), 'es');
    expect(marked(analysis, 0)).toBe('[Vi=es:ver] al [Zorro=es:zorro] [ayer=es:ayer].');
    expect(marked(analysis, 2)).toBe('[Vi=es:ver] a Lola.');
  });

  it('marks a written word of several lemmas once, whole, as the word a learner looks up', () => {
    const analysis = lexicon.analyse(srt('Dímelo ya.', 'Tengo un perro-gato.'), 'es');
    // The verb, not its pronouns.
    expect(marked(analysis, 0)).toBe('[Dímelo=es:decir] [ya=es:ya].');
    // Two nouns: the first; the other one's count is one more than the marks pointing to it.
    expect(marked(analysis, 1)).toBe('[Tengo=es:tener] un [perro-gato=es:perro].');
    expect(analysis.words.find((word) => word.name === 'gato')?.count).toBe(1);
  });

  it('leaves a closing quote out of the mark', () => {
    const analysis = lexicon.analyse(srt("He said 'cat' twice."), 'en');
    expect(marked(analysis, 0)).toContain("'[cat=en:cat]' ");
  });
});

/** The demo catalog's first film in each language, and the shared subtitle files when they are there. */
function realFiles(): { name: string; file: string; language: StudyLanguageCode }[] {
  const demo = lexiconLanguages.map((language) => ({
    name: `movie-910001.${language}.srt`,
    file: path.join(demoSubtitlesDir, `movie-910001.${language}.srt`),
    language,
  }));
  if (!existsSync(sharedSubtitlesDir)) {
    console.log(`the shared subtitles are skipped: they are not in ${sharedSubtitlesDir}`);
    return demo;
  }
  const shared = readdirSync(sharedSubtitlesDir).flatMap((name) => {
    const language = lexiconLanguages.find((code) => name.startsWith(`${code}_`));
    return language === undefined ? [] : [{ name, file: path.join(sharedSubtitlesDir, name), language }];
  });
  return [...demo, ...shared];
}

describe('the transcripts of real subtitles', () => {
  const lexicon = loadLexicon({ dir: inject('lexiconDir') });

  it.each(realFiles())(
    "$name: marks whole written words, each one of its word's forms",
    ({ file, language }) => {
      const analysis = lexicon.analyse(readFileSync(file), language, { fileName: file });
      const table = lexicon.tables.get(language) as LemmaTable;
      expect(analysis.transcript.lines).toHaveLength(analysis.sentences.length);
      expect(analysis.transcript.words).toEqual(analysis.words.map((word) => word.token));
      const problems: string[] = [];
      for (const [, , text, marks] of analysis.transcript.lines) {
        problems.push(...problemsOfMarks(text, marks, analysis, language, table));
      }
      expect(problems).toEqual([]);
    },
  );

  it.each(realFiles())('$name: marks each counted word as often as it is counted', ({ file, language }) => {
    const analysis = lexicon.analyse(readFileSync(file), language, { fileName: file });
    const { marks, beside } = marksOf(analysis, language, lexicon.tables.get(language) as LemmaTable);
    const problems: string[] = [];
    analysis.words.forEach((word, index) => {
      const [marked = 0, besides = 0] = [marks[index], beside[index]];
      // Every mark is one count; a count without a mark is a lemma beside the marked one in a written word.
      if (marked > word.count || word.count > marked + besides) {
        problems.push(`${word.token}: count ${word.count}, marks ${marked}, beside another ${besides}`);
      }
    });
    expect(problems).toEqual([]);
    const counts = analysis.words.reduce((sum, word) => sum + word.count, 0);
    const allMarks = marks.reduce((sum, count) => sum + count, 0);
    expect(allMarks).toBeGreaterThan(counts * 0.97);
  });

  it.each(realFiles())('$name: never marks a name', ({ file, language }) => {
    const analysis = lexicon.analyse(readFileSync(file), language, { fileName: file });
    // A name that is never a word of the title (a name such as Rosa can be the word rosa too).
    const forms = new Set(analysis.words.flatMap((word) => [word.name, ...word.forms].map(lower)));
    const names = new Set(analysis.names.map((name) => lower(name.name)).filter((name) => !forms.has(name)));
    const markedNames = analysis.transcript.lines.flatMap(([, , text, marks]) =>
      textsOf(text, marks).filter((written) => names.has(lower(written))),
    );
    expect(markedNames).toEqual([]);
  });
});

const lower = (text: string): string => text.toLowerCase().replace(/’/g, "'").replace(/‐/g, '-');

function textsOf(text: string, marks: readonly number[]): string[] {
  const texts: string[] = [];
  for (let mark = 0; mark < marks.length; mark += 3) {
    const [start = 0, length = 0] = marks.slice(mark, mark + 2);
    texts.push(text.slice(start, start + length));
  }
  return texts;
}

const wordAt = new RegExp(wordPattern.source, 'uy');

/**
 * What is wrong with a line's marks: one overlapping the one before or leaving the text; not
 * starting where a written word starts or not covering all of it (a closing quote aside, an
 * abbreviation's full stops included); a written word that is none of its word's forms and holds
 * none among the pieces the tokeniser makes of it (`l'homme` holds homme, `don't` do).
 */
function problemsOfMarks(
  text: string,
  marks: readonly number[],
  analysis: TitleAnalysis,
  language: StudyLanguageCode,
  table: LemmaTable,
): string[] {
  const problems: string[] = [];
  const starts = new Set([...text.matchAll(wordPattern)].map((match) => match.index));
  let end = 0;
  for (let mark = 0; mark < marks.length; mark += 3) {
    const [start = 0, length = 0, index = 0] = marks.slice(mark, mark + 3);
    const written = text.slice(start, start + length);
    const word = analysis.words[index];
    wordAt.lastIndex = start;
    const pattern = wordAt.exec(text)?.[0] ?? '';
    const isWhole =
      pattern === written ||
      (pattern === `${written}'` && !/['’]$/.test(written)) ||
      (written.startsWith(pattern) && written.endsWith('.'));
    const forms = new Set([word?.name ?? '', ...(word?.forms ?? [])].map(lower));
    const isForm =
      forms.has(lower(written)) ||
      tokenise(written, getLanguage(language), table).some((piece) => forms.has(lower(piece.text)));
    if (start < end || length <= 0 || start + length > text.length)
      problems.push(`${text}: ${start}+${length}`);
    else if (!isWhole || !starts.has(start))
      problems.push(`${text}: '${written}' is not a whole written word`);
    else if (word === undefined || !isForm)
      problems.push(`${text}: '${written}' is not ${word?.token ?? index}`);
    end = start + length;
  }
  return problems;
}

/**
 * Per word of the vocabulary: how many marks point to it, and how often it is a listed lemma of a
 * marked written word beside the one the mark points to (read again with resolveSentence).
 */
function marksOf(
  analysis: TitleAnalysis,
  language: StudyLanguageCode,
  table: LemmaTable,
): { marks: number[]; beside: number[] } {
  const marks = analysis.words.map(() => 0);
  const beside = analysis.words.map(() => 0);
  const indexOf = new Map(analysis.words.map((word, index) => [word.name, index]));
  for (const [, , text, lineMarks] of analysis.transcript.lines) {
    if (lineMarks.length === 0) continue;
    const tokens = resolveSentence(text, getLanguage(language), table);
    for (let mark = 0; mark < lineMarks.length; mark += 3) {
      const [start = 0, , index = 0] = lineMarks.slice(mark, mark + 3);
      marks[index] = (marks[index] ?? 0) + 1;
      const listed = tokens.flatMap((token) => {
        const listedIndex = token.piece.wordStart === start ? indexOf.get(token.lemma) : undefined;
        return listedIndex === undefined ? [] : [listedIndex];
      });
      listed.splice(listed.indexOf(index), 1);
      for (const other of listed) beside[other] = (beside[other] ?? 0) + 1;
    }
  }
  return { marks, beside };
}
