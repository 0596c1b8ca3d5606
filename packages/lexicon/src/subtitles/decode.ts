import { analyse } from 'chardet';
import { NotASubtitleError } from './not-a-subtitle-error.js';
import type { SubtitleEncoding } from './types.js';

export interface DecodedText {
  text: string;
  encoding: SubtitleEncoding;
}

// Enough text for chardet's statistics; analysing a whole 100 KB file takes about 20 ms.
const CHARDET_SAMPLE_BYTES = 16 * 1024;
// chardet is trusted for scripts that windows-1252 cannot show at all. Between Western and Central
// European code pages it guesses from letter statistics and, on short French or Danish files, it
// sometimes answers ISO-8859-2: wrong accents for every study language. So those stay windows-1252.
const NON_LATIN_ENCODINGS = new Set(
  [
    'windows-1251 iso-8859-5 koi8-r', // Cyrillic
    'windows-1253 iso-8859-7', // Greek
    'windows-1255 iso-8859-8', // Hebrew
    'windows-1256 iso-8859-6', // Arabic
    'windows-874', // Thai
    'shift_jis euc-jp iso-2022-jp big5 gb18030 euc-kr', // Chinese, Japanese, Korean
  ].flatMap((names) => names.split(' ')),
);
// chardet's confidence in the right Cyrillic code page is only 45-50 on a few Russian lines.
const MIN_CHARDET_CONFIDENCE = 30;
const FALLBACK_ENCODING = 'windows-1252';

// What windows-1252 puts at bytes 0x80-0x9F (WHATWG index; the five unassigned bytes stay as they
// are). Node 20.18.3 and later decode 'windows-1252' as ISO-8859-1, which turns these bytes into
// invisible C1 controls: ’ – … œ € would be lost (nodejs/node#56542, #60888). Remapping after
// decoding is right both with and without that bug.
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const C1_CONTROLS = /[\u0080-\u009F]/g;

function decodeAs(label: string, bytes: Uint8Array): DecodedText {
  // TextDecoder drops a byte order mark that matches its encoding.
  const decoder = new TextDecoder(label);
  const text = decoder.decode(bytes);
  if (decoder.encoding !== 'windows-1252') return { text, encoding: decoder.encoding };
  return {
    text: text.replace(C1_CONTROLS, (control) => WINDOWS_1252_HIGH.charAt(control.charCodeAt(0) - 0x80)),
    encoding: decoder.encoding,
  };
}

function byteOrderMarkEncoding(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

const UTF16_SAMPLE_BYTES = 4096;

/**
 * UTF-16 without a byte order mark: Latin text then has a zero byte in every other position
 * (odd positions for little-endian) and almost none in the others.
 */
function bomlessUtf16Encoding(bytes: Uint8Array): string | null {
  const length = Math.min(bytes.length, UTF16_SAMPLE_BYTES) & ~1;
  if (length < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < length; i += 2) {
    if (bytes[i] === 0) evenZeros += 1;
    if (bytes[i + 1] === 0) oddZeros += 1;
  }
  const pairs = length / 2;
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return 'utf-16le';
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return 'utf-16be';
  return null;
}

function legacyEncoding(bytes: Uint8Array): string {
  const best = analyse(bytes.subarray(0, CHARDET_SAMPLE_BYTES))[0];
  const name = best?.name.toLowerCase() ?? '';
  if (best && best.confidence >= MIN_CHARDET_CONFIDENCE && NON_LATIN_ENCODINGS.has(name)) return name;
  return FALLBACK_ENCODING;
}

function decodesAsUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Decodes subtitle bytes: a byte order mark (UTF-8, UTF-16 LE/BE) wins, then UTF-16 recognised
 * by its zero bytes, then valid UTF-8 (ASCII included), else a legacy 8-bit code page, which for
 * the study languages is windows-1252 (a superset of the printable Latin-1). Bytes with zeros that
 * are not UTF-16 are binary (an image, an archive) and refused.
 */
export function decodeSubtitleBytes(bytes: Uint8Array): DecodedText {
  if (bytes.length === 0) throw new NotASubtitleError('empty');
  const unicode = byteOrderMarkEncoding(bytes) ?? bomlessUtf16Encoding(bytes);
  if (unicode) return decodeAs(unicode, bytes);
  if (bytes.includes(0)) throw new NotASubtitleError('binary');
  const utf8 = decodesAsUtf8(bytes);
  if (utf8 !== null) return { text: utf8, encoding: 'utf-8' };
  return decodeAs(legacyEncoding(bytes), bytes);
}
