import { describe, expect, it } from 'vitest';
import { parseSubtitles } from './parse-subtitles.js';
import { describeSentences } from './test-helpers.js';
import { readVtt } from './vtt.js';

const vtt = `WEBVTT - with a header text
Kind: captions
Language: es

NOTE Netflix
NOTE Profile: webvtt-lssdh-ios8

STYLE
::cue(.yellow) { color: yellow; }

REGION
id:fred width:40%

NOTE
A comment that spans
two lines.

                    
intro
00:07.960 --> 00:09.480 position:50.00%,middle align:middle size:80.00% line:84.67%
<v Alba>En 1928,</v>

2
00:00:09.640 --> 00:00:13.080 region:fred
<i>las mujeres éramos</i>
<c.yellow>algo así</c> como <00:00:11.000>adornos.

00:00:14.000 --> 00:00:16.000
<v.loud Carlos>¡Déjala!</v> <v Gimena>Tú no te metas.</v>
`;

describe('readVtt', () => {
  it('reads the cues and skips the header, NOTE, STYLE and REGION blocks, identifiers and settings', () => {
    expect(readVtt(vtt)).toEqual({
      cues: [
        { start: 7.96, end: 9.48, rawText: '<v Alba>En 1928,</v>' },
        {
          start: 9.64,
          end: 13.08,
          rawText: '<i>las mujeres éramos</i>\n<c.yellow>algo así</c> como <00:00:11.000>adornos.',
        },
        { start: 14, end: 16, rawText: '<v.loud Carlos>¡Déjala!</v> <v Gimena>Tú no te metas.</v>' },
      ],
      skipped: 0,
    });
  });
});

describe('WebVTT through parseSubtitles', () => {
  it('drops markup and voice names, and takes each voice as a new speaker', () => {
    const parsed = parseSubtitles(vtt);
    expect(parsed.format).toBe('vtt');
    expect(parsed.cues.map((cue) => cue.text)).toEqual([
      'En 1928,',
      'las mujeres éramos algo así como adornos.',
      '¡Déjala!\nTú no te metas.',
    ]);
    expect(describeSentences(parsed)).toEqual([
      '7.96–13.08 En 1928, las mujeres éramos algo así como adornos.',
      '14–16 ¡Déjala!',
      '14–16 Tú no te metas.',
    ]);
  });
});
