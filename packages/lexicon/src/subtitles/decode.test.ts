import { describe, expect, it } from 'vitest';
import { decodeSubtitleBytes } from './decode.js';
import { NotASubtitleError } from './not-a-subtitle-error.js';

const WINDOWS_1252_SPECIALS: Record<string, number> = {
  '€': 0x80,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  œ: 0x9c,
};

/** Encodes text the way a Windows editor would save it (windows-1252). */
function windows1252(text: string): Uint8Array {
  return Uint8Array.from([...text].map((char) => WINDOWS_1252_SPECIALS[char] ?? char.charCodeAt(0)));
}

/** Encodes Russian text as windows-1251 (А–я are 0xC0–0xFF there). */
function windows1251(text: string): Uint8Array {
  return Uint8Array.from(
    [...text].map((char) => {
      const code = char.charCodeAt(0);
      return code < 0x80 ? code : code - 0x410 + 0xc0;
    }),
  );
}

function utf16be(text: string): Uint8Array {
  return Buffer.from(text, 'utf16le').swap16();
}

function reasonOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof NotASubtitleError) return error.reason;
    throw error;
  }
  return 'no error';
}

describe('decodeSubtitleBytes', () => {
  it('reads UTF-8, with or without a byte order mark', () => {
    expect(decodeSubtitleBytes(Buffer.from('\uFEFFChloe O’Bell!', 'utf8'))).toEqual({
      text: 'Chloe O’Bell!',
      encoding: 'utf-8',
    });
    expect(decodeSubtitleBytes(Buffer.from('Déjà vu', 'utf8'))).toEqual({
      text: 'Déjà vu',
      encoding: 'utf-8',
    });
    expect(decodeSubtitleBytes(Buffer.from('plain ASCII', 'ascii')).encoding).toBe('utf-8');
  });

  it('reads UTF-16 little- and big-endian, with a byte order mark or without one', () => {
    const text = '1\n00:00:01,000 --> 00:00:02,000\n¿Qué pasó?\n';
    expect(decodeSubtitleBytes(Buffer.from(`\uFEFF${text}`, 'utf16le'))).toEqual({
      text,
      encoding: 'utf-16le',
    });
    expect(decodeSubtitleBytes(utf16be(`\uFEFF${text}`))).toEqual({ text, encoding: 'utf-16be' });
    expect(decodeSubtitleBytes(Buffer.from(text, 'utf16le'))).toEqual({ text, encoding: 'utf-16le' });
    expect(decodeSubtitleBytes(utf16be(text))).toEqual({ text, encoding: 'utf-16be' });
  });

  it('reads bytes that are not UTF-8 as windows-1252, the Latin-1 superset, typographic quotes and € included', () => {
    const text = 'L’été “à la carte” – œuvre à 5 €.';
    expect(decodeSubtitleBytes(windows1252(text))).toEqual({ text, encoding: 'windows-1252' });
  });

  it('keeps windows-1252 for every study language', () => {
    for (const text of [
      'Où est la bibliothèque? Ça fait déjà trois jours.',
      'Schöne Grüße aus München. Die Straße ist nass.',
      '¿Qué pasó? ¡Niño! La canción está aquí, señor.',
      'Børnene spiste æblerne på vejen. Så går vi hjem.',
      'Perché non è venuto? Così è la città.',
    ]) {
      expect(decodeSubtitleBytes(windows1252(text)), text).toEqual({ text, encoding: 'windows-1252' });
    }
  });

  it('asks chardet when the bytes are another script, such as Russian in windows-1251', () => {
    const text = 'Привет, как дела? Я очень рад тебя видеть. Давай пойдем домой, уже поздно.';
    expect(decodeSubtitleBytes(windows1251(text))).toEqual({ text, encoding: 'windows-1251' });
  });

  it('refuses empty input and binary data', () => {
    expect(reasonOf(() => decodeSubtitleBytes(new Uint8Array()))).toBe('empty');
    const png = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
    ]);
    expect(reasonOf(() => decodeSubtitleBytes(png))).toBe('binary');
  });
});
