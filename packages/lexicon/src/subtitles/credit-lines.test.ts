import { describe, expect, it } from 'vitest';
import { cleanCueText } from './clean-text.js';
import { dropCreditLines, isCreditLine, removeAddresses } from './credit-lines.js';

/** The cleaned cue as one string, turns joined by ` | `. */
function clean(rawText: string): string {
  return cleanCueText(rawText)
    .map((turn) => turn.text)
    .join(' | ');
}

function notCredits(lines: readonly string[]): string[] {
  return lines.filter((line) => !isCreditLine(line));
}

// Credit lines as real subtitle files and subtitle-cleaning tools show them.
const creditsByLanguage: Record<string, string[]> = {
  addresses: [
    'www.OpenSubtitles.org',
    'Downloaded From www.AllSubs.org',
    'Downloaded from www.addic7ed.com',
    '-== [ www.OpenSubtitles.com ] ==-',
    '[www.italiansubs.net]',
    'Support us and become VIP member to remove all ads from www.OpenSubtitles.org',
    'Please rate this subtitle at www.osdb.link/agwma',
    'Watch Online Movies and Series for FREE www.osdb.link/lm',
    'Subtitled by Pedro Gómez www.SDIMedia.com',
    'subs@example.com',
    'http://subscene.com/u/659433',
  ],
  en: [
    'Subtitles by explosiveskull',
    'Sync and corrections by n17t01',
    'Synced & corrected by -robtor-',
    'Advertise your product or brand here',
    'Ripped by Foo',
    'Resync by GoldenBeard',
    'Captioning made possible by Warner Bros.',
    'Captioned by Media Access Group at WGBH',
    'Transcript by Rev',
    'Subtitles edited by Elderfel',
    'Encoded by Anoxmous',
    'Subs by Kevin & Tyno',
    'Sub by qwerty',
    'Subtitles by the Amara.org community',
  ],
  es: [
    'Subtítulos por aRGENTeaM',
    'Traducción: Drakul',
    'Subtitulado por Filmtrans',
    'Subtítulos realizados por la comunidad de Amara.org',
    'Traducción y sincronización: menoyos',
  ],
  de: [
    'Untertitel: Stephanie Geiges',
    'Untertitel von Stephanie Geiges',
    'Übersetzung: Lisa Müller',
    'Untertitel im Auftrag des ZDF, 2017',
    'Untertitel der Amara.org-Community',
  ],
  fr: [
    "Sous-titres réalisés par la communauté d'Amara.org",
    'Sous-titrage : TransPerfect Media',
    "Sous-titrage ST' 501",
    'Traduction et adaptation : Jean Dupont',
  ],
  it: [
    'Sottotitoli a cura di QTSS',
    'Sottotitoli creati dalla comunità Amara.org',
    'Sottotitoli e revisione a cura di QTSS',
    'Traduzione e synch: Foo',
    'Revisione: Bar',
  ],
  da: [
    'Tekster: Nicolai Winther',
    'Danske tekster: SDI Media',
    'Tekstet af Hanne',
    'Undertekster af Nicolai Winther',
    'Oversat af Scandinavian Text Service',
  ],
};

describe('isCreditLine', () => {
  for (const [language, credits] of Object.entries(creditsByLanguage)) {
    it(`recognises credit lines: ${language}`, () => {
      expect(notCredits(credits)).toEqual([]);
    });
  }

  it('recognises a credit under a dialogue dash or markup that was already stripped', () => {
    expect(notCredits(['- Subtitles by explosiveskull', '  Traducción: Drakul'])).toEqual([]);
    expect(clean('<font color="#ffff00">Sync and corrections by n17t01</font>')).toBe('');
    expect(clean('{\\an8}www.OpenSubtitles.org')).toBe('');
  });

  it('keeps dialogue that mentions subtitles, translation or syncing', () => {
    const dialogue = [
      'I wrote subtitles for a living.',
      'Subtitles for the deaf are on.',
      "Subtitles by themselves don't help.",
      'Sync the cameras before we start.',
      'Sync by hand?',
      'Ripped by wolves.',
      "Correction: it's Tuesday.",
      'Traducción simultánea, por favor.',
      'Traducción de la carta, por favor.',
      'La traducción es terrible.',
      'Untertitel brauche ich nicht.',
      'Les sous-titres sont en anglais.',
      'Ho letto i sottotitoli.',
      'Kan du læse teksterne?',
    ];
    expect(notCredits(dialogue)).toEqual(dialogue);
  });

  it('does not take abbreviations, decimals, OCR noise or a lone @ for an address', () => {
    const dialogue = [
      'Mr.Smith is here, z.B. at 3.5 a.m.',
      "I happen.It's fine",
      'and tweet @ your local environmental bureau on Weibo',
    ];
    expect(notCredits(dialogue)).toEqual(dialogue);
    expect(dialogue.map(removeAddresses)).toEqual(dialogue);
  });
});

describe('removeAddresses', () => {
  it('takes a web or e-mail address out of a line of dialogue and keeps the rest', () => {
    expect(removeAddresses('visit www.example.com now')).toBe('visit now');
    expect(removeAddresses('Write to me at anna@example.com.')).toBe('Write to me at.');
    expect(removeAddresses("It's on google.com, the site.")).toBe("It's on, the site.");
    expect(removeAddresses('See https://example.org/a/b?c=d for more.')).toBe('See for more.');
  });

  it('takes a file name out of a line, as its extension is no word (report.pdf)', () => {
    expect(removeAddresses('Open report.pdf and TEXT.htm now.')).toBe('Open and now.');
    expect(removeAddresses('It was a pdf. The doc is here.')).toBe('It was a pdf. The doc is here.');
  });
});

describe('dropCreditLines', () => {
  it('drops a credit written over the two lines of one cue', () => {
    expect(dropCreditLines(['Subtitles by', 'explosiveskull'])).toEqual([]);
    expect(
      dropCreditLines(['Advertise your product or brand here', 'contact www.OpenSubtitles.org today']),
    ).toEqual([]);
    expect(
      dropCreditLines(['Support us and become VIP member', 'to remove all ads from www.OpenSubtitles.org']),
    ).toEqual([]);
  });

  it('drops the credit line of a cue and keeps its dialogue, addresses removed', () => {
    expect(dropCreditLines(['Thank you.', 'Subtitles by explosiveskull'])).toEqual(['Thank you.']);
    expect(dropCreditLines(['Hello.', 'www.example.com'])).toEqual(['Hello.']);
    expect(dropCreditLines(['- Go to www.example.com and look.', '- Now?'])).toEqual([
      '- Go to and look.',
      '- Now?',
    ]);
  });

  it('is applied by cleanCueText, so a credit cue is empty', () => {
    expect(clean('Downloaded From www.AllSubs.org')).toBe('');
    expect(clean('Sottotitoli a cura di QTSS')).toBe('');
    expect(clean('- Visit www.example.com now.\n- Later.')).toBe('Visit now. | Later.');
  });
});
