import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseSubtitles } from './parse-subtitles.js';
import { describeSentences } from './test-helpers.js';
import type { SubtitleFormat, SubtitleStats } from './types.js';

// Real subtitle files with real quirks, kept outside the repository (../shared/data/README.md).
const folder = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../shared/data/subtitles');
const hasFolder = existsSync(folder);
if (!hasFolder) console.warn(`Skipping the real subtitle files: ${folder} is absent.`);

interface Expectation {
  format: SubtitleFormat;
  encoding: string;
  // `cues` counts the cues with readable timing; entries in the file = cues + skippedCues.
  stats: SubtitleStats;
  /** Some sentences as `start–end text` (see describeSentences). */
  sentences: string[];
}

const expectations: Record<string, Expectation> = {
  'fr_anchorman__cp1252_crlf.srt': {
    format: 'srt',
    encoding: 'windows-1252',
    // The first and the last cue say `Downloaded From www.AllSubs.org`: both are empty now, the first
    // sentence goes and the last loses its advert (`PRESENTATEUR VEDETTE La légende de Ron Burgundy`).
    stats: { cues: 1332, skippedCues: 0, emptyCues: 2, sentences: 1555 },
    sentences: [
      '27.074–30.566 CE FILM RELATE DES ÉVÉNEMENTS QUI ONT EXISTÉ.',
      "48.061–56.533 Il fut un temps, avant l'existence du câble, où le présentateur local régnait en maître.",
      '68.648–76.011 Et à San Diego, un présentateur les surclassait tous: Ron Burgundy.',
      "386.866–391.861 Eh bien, oui, j'ai donné un surnom à mon pénis: Octogone.",
      '5835.176–5838.634 PRESENTATEUR VEDETTE La légende de Ron Burgundy',
    ],
  },
  // 2,581 entries: 2,580 timing lines (5 of them broken) and entry 981, which has none.
  'es_under_the_dome__mixed_eol.srt': {
    format: 'srt',
    encoding: 'utf-8',
    stats: { cues: 2575, skippedCues: 6, emptyCues: 5, sentences: 1829 },
    sentences: [
      '2.54–6.04 Este gráfico muestra el índice PM2.5 de Beijing en Enero de 2013',
      '1730.38–1733.98 También dijo que, originalmente, Tangshan mintió para quedar en el quinto lugar',
      '2528.9–2533.98 Then the folks in Shenzhen parked like this',
      '5702.54–5703.82 We live nearby',
    ],
  },
  'en_simpsons_s03e02__ocr_noise.srt': {
    format: 'srt',
    encoding: 'utf-8',
    stats: { cues: 339, skippedCues: 0, emptyCues: 0, sentences: 425 },
    sentences: [
      '58.657–60.591 Yeah.',
      '58.657–60.591 Win this.',
      '78.777–81.803 Mr. Simpson, I can assure you, this check of yours is nonnegotiable.',
      '292.124–295.116 Do kids go on bike rides anymore?',
      '292.124–295.116 Yes!',
    ],
  },
  'es_las_chicas_del_cable_s01e01__netflix.vtt': {
    format: 'vtt',
    encoding: 'utf-8',
    stats: { cues: 865, skippedCues: 0, emptyCues: 37, sentences: 825 },
    sentences: [
      '7.96–16.44 En 1928, las mujeres éramos algo así como adornos que se llevaban a las fiestas para presumir de ellos.',
      '59.64–62 Déjala.',
      '59.64–62 Tú no te metas.',
      '59.64–62 ¡No te metas!',
    ],
  },
  'de_tears_of_steel.srt': {
    format: 'srt',
    encoding: 'utf-8',
    stats: { cues: 76, skippedCues: 0, emptyCues: 0, sentences: 79 },
    sentences: [
      '37–38 Na schön!',
      '37–38 Gut!',
      '38–42 Ich habe Albträume dass ich verfolgt werde von diesen riesigen Roboter Todesklauen...',
    ],
  },
  'it_tensura_s02e01.srt': {
    format: 'srt',
    encoding: 'utf-8',
    stats: { cues: 365, skippedCues: 0, emptyCues: 0, sentences: 343 },
    sentences: [
      '4.5–5.78 Alice Rond!',
      "12.23–16.45 Ve l'ho già detto tempo fa, ma vi ricordo che alla fine di questo semestre lascerò l'accademia.",
    ],
  },
  'da_tor_animation__short.srt': {
    format: 'srt',
    encoding: 'utf-8',
    stats: { cues: 35, skippedCues: 0, emptyCues: 0, sentences: 17 },
    sentences: [
      '0.66–2.78 Vi er blevet meget vant til internettet.',
      '3.12–12.48 Vi deler konstant information om os selv og vores privatliv: mad vi spiser, folk vi møder, steder vi besøger, og det vi læser.',
    ],
  },
};

// Markup, music and mis-decoded characters that must never reach a learner.
const LEFTOVERS = /<\/?[a-z]|\{\\|\\N|♪|&[a-z]+;|\uFFFD|Ã|\r/i;

describe.skipIf(!hasFolder)('the real subtitle files in ../shared/data/subtitles', () => {
  for (const [fileName, expected] of Object.entries(expectations)) {
    describe(fileName, () => {
      const parsed = hasFolder
        ? parseSubtitles(readFileSync(join(folder, fileName)), { fileName })
        : undefined;

      it('parses with the expected format, encoding and counts', () => {
        expect(parsed && { format: parsed.format, encoding: parsed.encoding, stats: parsed.stats }).toEqual({
          format: expected.format,
          encoding: expected.encoding,
          stats: expected.stats,
        });
      });

      it('reads real sentences with their times', () => {
        const sentences = parsed ? describeSentences(parsed) : [];
        for (const sentence of expected.sentences) expect(sentences).toContain(sentence);
      });

      it('leaves no markup, music or broken characters, and every sentence points at its cues', () => {
        for (const cue of parsed?.cues ?? []) expect(cue.text).not.toMatch(LEFTOVERS);
        for (const sentence of parsed?.sentences ?? []) {
          expect(sentence.text).not.toMatch(LEFTOVERS);
          expect(sentence.text).toBe(sentence.text.trim().replace(/\s+/g, ' '));
          const cues = sentence.cueIndexes.map((index) => parsed?.cues[index]);
          expect(cues.every((cue) => cue !== undefined && cue.text !== '')).toBe(true);
          expect(sentence.start).toBe(cues[0]?.start);
          expect(sentence.end).toBe(cues.at(-1)?.end);
        }
        expect(parsed?.sentences.map((sentence) => sentence.order)).toEqual(
          parsed?.sentences.map((_, order) => order),
        );
      });
    });
  }

  it('decodes the UTF-8 byte order mark away', () => {
    const parsed = parseSubtitles(readFileSync(join(folder, 'it_tensura_s02e01.srt')));
    expect(parsed.cues[0]?.rawText).toBe('Alice Rond!');
  });
});
