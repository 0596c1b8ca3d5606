import { readFileSync } from 'node:fs';
import type { StudyLanguageCode } from '@cinevocab/core';
import { describe, expect, inject, it } from 'vitest';
import { loadLexicon } from '../analysis/lexicon.js';
import { lexiconLanguages } from '../languages/registry.js';
import {
  parseConllu,
  readBack,
  scoreAnalysis,
  sentencesAsSubtitles,
  udDevDir,
  udDevFile,
} from './ud-lemma-score.js';

/**
 * The lemmas on text nobody here wrote: the Universal Dependencies dev splits (../shared/data/ud-dev),
 * scored as `npm run bench:lemma` scores them. The tables are deterministic, so these are stable
 * floors: a change that makes any language worse fails here. The figures they guard are in the
 * lexicon README.
 */
const floors: Readonly<Record<StudyLanguageCode, number>> = {
  en: 0.95,
  es: 0.965,
  de: 0.95,
  fr: 0.955,
  da: 0.945,
  it: 0.955,
};

const lexiconDir = inject('lexiconDir');

/** Our analysis of treebank sentences, as their lines of a title, and its score with five errors kept. */
function scoreLines(sentences: ReturnType<typeof parseConllu>, language: StudyLanguageCode) {
  const lexicon = loadLexicon({ dir: lexiconDir, languages: [language] });
  const analysis = lexicon.analyse(sentencesAsSubtitles(sentences), language, { fileName: 'ud.srt' });
  return { analysis, score: scoreAnalysis(sentences, analysis, language, 5) };
}

const available = lexiconLanguages.filter((language) => udDevFile(language) !== undefined);
if (available.length === 0) console.log(`UD lemma scores skipped: no dev splits in ${udDevDir}`);

describe.skipIf(available.length === 0)('lemmas on the Universal Dependencies dev splits', () => {
  // Each analyses a whole treebank split: a second or two alone, far more on a shared machine.
  it.each(available)(
    // English leaves out the most: EWT's headlines in title case (Uncensored Usenet Newsgroups)
    // read as names, and its a.m./p.m. that subtitles write otherwise.
    '%s keeps its accuracy, lists function words as themselves, and leaves out at most 3.5% of content words',
    (language) => {
      const sentences = parseConllu(readFileSync(udDevFile(language) as string, 'utf8'));
      const lexicon = loadLexicon({ dir: lexiconDir, languages: [language] });
      const analysis = lexicon.analyse(sentencesAsSubtitles(sentences), language, { fileName: 'ud.srt' });
      const score = scoreAnalysis(sentences, analysis, language, 0);
      console.log(
        `UD ${language}: accuracy ${score.accuracy.toFixed(3)} dropped ${score.dropped.toFixed(3)} named ${score.named.toFixed(3)}`,
      );
      expect(score.accuracy).toBeGreaterThanOrEqual(floors[language]);
      expect(score.dropped + score.named).toBeLessThanOrEqual(0.035);
      expect(score.functionWordsMisread).toBeLessThanOrEqual(0.004);
    },
    60_000,
  );
});

describe('reading an analysis back', () => {
  it('gives a form to the word it was met under most often', () => {
    const sentences = parseConllu(
      [
        '# text = Ha pasado.',
        '1\tHa\thaber\tAUX',
        '2\tpasado\tpasar\tVERB',
        '',
        '# text = El año pasado.',
        '1\tEl\tel\tDET',
        '2\taño\taño\tNOUN',
        '3\tpasado\tpasado\tADJ',
        '',
        '# text = El mes pasado.',
        '1\tEl\tel\tDET',
        '2\tmes\tmes\tNOUN',
        '3\tpasado\tpasado\tADJ',
        '',
      ].join('\n'),
    );
    const word = (name: string, orders: number[], count: number) => ({
      token: `es:${name}`,
      name,
      frequency: 0,
      count,
      diff: 1,
      occurs_in_orders: orders,
      forms: ['pasado'],
      pos: null,
    });
    const back = readBack(
      {
        language: 'es',
        lexiconVersion: '1',
        summary: { 1: 2, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 },
        // pasar has more occurrences overall, but pasado the adjective holds the form twice.
        words: [word('pasar', [0], 9), word('pasado', [1, 2], 2)],
        sentences: [0, 1, 2].map((order) => ({ order, sentence: '', time: order * 2 })),
        names: [],
        transcript: { words: [], lines: [] },
        stats: {
          format: 'srt',
          encoding: 'utf-8',
          cues: 3,
          skippedCues: 0,
          emptyCues: 0,
          sentences: 3,
          tokens: 8,
        },
      },
      sentences,
    );
    expect(back.lemmaOf('Pasado')).toBe('pasado');
    // In context, each line's pasado is the word listed with that line.
    expect(back.lemmaIn(0, 'pasado')).toBe('pasar');
    expect(back.lemmaIn(1, 'pasado')).toBe('pasado');
  });

  it("scores a word of a multiword token by its own form where the tokeniser cuts it so (there's)", () => {
    const sentences = parseConllu(
      [
        "# text = There's time.",
        "1-2\tThere's",
        '1\tThere\tthere\tPRON',
        "2\t's\tbe\tVERB",
        '3\ttime\ttime\tNOUN',
        '',
      ].join('\n'),
    );
    const { score } = scoreLines(sentences, 'en');
    expect(score.errors).toEqual([]);
    expect(score.accuracy).toBe(1);
  });

  it('scores an abbreviation whose full stop the treebank cut off as the word our tokeniser keeps whole', () => {
    const sentences = parseConllu(
      [
        '# text = Cats, dogs etc.',
        '1\tCats\tcat\tNOUN',
        '2\t,\t,\tPUNCT',
        '3\tdogs\tdog\tNOUN',
        '4\tetc\tetc.\tNOUN',
        '5\t.\t.\tPUNCT',
        '',
      ].join('\n'),
    );
    const { score } = scoreLines(sentences, 'en');
    expect(score.errors).toEqual([]);
    expect(score.accuracy).toBe(1);
  });

  it('scores a hyphenated word part by part where the treebank and our tokeniser cut it differently', () => {
    // EWT splits sky-high, which we list whole; French GSD keeps micro-organismes whole, which we split.
    const english = parseConllu(
      [
        '# text = A sky-high price.',
        '1\tA\ta\tDET',
        '2\tsky\tsky\tNOUN',
        '3\t-\t-\tPUNCT',
        '4\thigh\thigh\tADJ',
        '5\tprice\tprice\tNOUN',
        '6\t.\t.\tPUNCT',
        '',
      ].join('\n'),
    );
    const french = parseConllu(
      [
        '# text = Des micro-organismes vivent.',
        '1\tDes\tun\tDET',
        '2\tmicro-organismes\tmicro-organisme\tNOUN',
        '3\tvivent\tvivre\tVERB',
        '4\t.\t.\tPUNCT',
        '',
      ].join('\n'),
    );
    for (const [language, sentences] of [
      ['en', english],
      ['fr', french],
    ] as const) {
      const { score } = scoreLines(sentences, language);
      expect(score.errors).toEqual([]);
      expect(score.accuracy).toBe(1);
    }
  });

  it('does not score numbers written with digits or Roman numerals, which the vocabulary leaves out', () => {
    const sentences = parseConllu(
      [
        '# text = Au XIXe siècle, le 24e régiment.',
        '1-2\tAu\t_\t_',
        '1\tà\tà\tADP',
        '2\tle\tle\tDET',
        '3\tXIXe\tXIXe\tADJ',
        '4\tsiècle\tsiècle\tNOUN',
        '5\t,\t,\tPUNCT',
        '6\tle\tle\tDET',
        '7\t24e\t24e\tADJ',
        '8\trégiment\trégiment\tNOUN',
        '9\t.\t.\tPUNCT',
        '',
      ].join('\n'),
    );
    const { score } = scoreLines(sentences, 'fr');
    expect(score.tokens).toBe(2);
    expect(score.accuracy).toBe(1);
  });

  it('does not score file names and web addresses, which the subtitle reader takes out of the lines', () => {
    const sentences = parseConllu(
      [
        '# text = See TEXT.htm on www.example.com, p.m.',
        '1\tSee\tsee\tVERB',
        '2\tTEXT.htm\ttext.htm\tNOUN',
        '3\ton\ton\tADP',
        '4\twww.example.com\twww.example.com\tNOUN',
        '5\t,\t,\tPUNCT',
        '6\tp.m.\tp.m.\tADV',
        '',
      ].join('\n'),
    );
    // See and the abbreviation p.m. count; the file name and the address do not.
    const { score } = scoreLines(sentences, 'en');
    expect(score.tokens).toBe(2);
    expect(score.accuracy).toBe(1);
  });

  it('scores a German verb particle right where the line lists it inside its particle verb', () => {
    const sentences = parseConllu(
      [
        '# text = Ich kaufe hier ein.',
        '1\tIch\tich\tPRON',
        '2\tkaufe\tkaufen\tVERB',
        '3\thier\thier\tADV',
        '4\tein\tein\tADV',
        '5\t.\t.\tPUNCT',
        '',
      ].join('\n'),
    );
    const { analysis, score } = scoreLines(sentences, 'de');
    expect(analysis.words.map((word) => word.name).sort()).toEqual(['einkaufen', 'hier']);
    expect(score.errors).toEqual([]);
    expect(score.dropped).toBe(0);
  });
});
