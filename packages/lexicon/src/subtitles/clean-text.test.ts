import { describe, expect, it } from 'vitest';
import { cleanCueText } from './clean-text.js';

/** The cleaned cue in one readable string: turns joined by ` | `, a new speaker's turn marked `- `. */
function clean(rawText: string): string {
  return cleanCueText(rawText)
    .map((turn) => (turn.isNewSpeaker ? `- ${turn.text}` : turn.text))
    .join(' | ');
}

describe('cleanCueText', () => {
  it('removes HTML-like tags and ASS override codes', () => {
    expect(clean('<i>las mujeres éramos</i>\n<b>algo</b> <u>así</u>')).toBe('las mujeres éramos algo así');
    expect(clean('<font color="#ffff00">Hey,</font> {\\an8}you!')).toBe('Hey, you!');
    expect(clean('{\\i1\\c&H00FFFF&}Hola{\\i0}')).toBe('Hola');
  });

  it('decodes HTML entities', () => {
    expect(clean('Tom &amp; Jerry &lt;3&gt;&nbsp;it&#39;s &#x27;fine&#x27; &quot;ok&quot; &bogus;')).toBe(
      "Tom & Jerry <3> it's 'fine' \"ok\" &bogus;",
    );
  });

  it('drops upper-case speaker labels and marks a new speaker', () => {
    expect(clean('JOHN: Hello there.')).toBe('- Hello there.');
    expect(clean('MAN 2: Over here!')).toBe('- Over here!');
    expect(clean("DR. O'NEIL : Sit down.")).toBe('- Sit down.');
    expect(clean('[JOHN] Hello.')).toBe('- Hello.');
    expect(clean('(Chai) We live nearby')).toBe('- We live nearby');
    expect(clean('JOHN:\nHello there.')).toBe('- Hello there.');
  });

  it('keeps mixed-case words before a colon, which are ordinary text', () => {
    expect(clean('Note: this stays.')).toBe('Note: this stays.');
    expect(clean('Wang: “Esto no es un río.”')).toBe('Wang: “Esto no es un río.”');
    expect(clean('Il est 10:30.')).toBe('Il est 10:30.');
  });

  it('removes sound descriptions, without leaving a space before punctuation', () => {
    expect(clean('[music]')).toBe('');
    expect(clean('[DOOR SLAMS]')).toBe('');
    expect(clean('(laughs) Yes.')).toBe('Yes.');
    expect(clean('*sighs* Fine.')).toBe('Fine.');
    expect(clean('Hello (laughs).')).toBe('Hello.');
    expect(clean('Tangshan mintió (risas) otra vez')).toBe('Tangshan mintió otra vez');
    expect(clean('[man speaking\nin the distance] Hola.')).toBe('Hola.');
    expect(clean('2 * 3 * 4 is 24')).toBe('2 * 3 * 4 is 24');
  });

  it('drops song lyrics and music marks', () => {
    expect(clean('♪ la la la ♪')).toBe('');
    expect(clean('♪ First line of the song\nsecond line\nlast line ♪')).toBe('');
    expect(clean('♪♪\nWhat a song!')).toBe('What a song!');
    expect(clean('# Oh, Susanna #')).toBe('');
    expect(clean('#1 in the charts')).toBe('#1 in the charts');
  });

  it('splits a cue at dialogue dashes, each dash opening a new speaker', () => {
    expect(clean('- Déjala.\n- Tú no te metas.')).toBe('- Déjala. | - Tú no te metas.');
    expect(clean('- Do kids go\non bike rides anymore?\n- Yes!')).toBe(
      '- Do kids go on bike rides anymore? | - Yes!',
    );
    expect(clean('-Sí.\n–No.')).toBe('- Sí. | - No.');
    expect(clean('-10 degrees outside')).toBe('-10 degrees outside');
  });

  it('leaves nothing for a cue without words', () => {
    expect(cleanCueText('- [laughs]\n...')).toEqual([]);
    expect(cleanCueText('   ')).toEqual([]);
  });
});
