import { describe, expect, it } from 'vitest';
import { decodeText, delimiterOf, linesOf, looksLikeHeader, rowsOf, wordColumnOf } from './import-text.js';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('reading a CSV or TSV export', () => {
  it('reads quoted fields holding commas, doubled quotes and line breaks', () => {
    const text = 'term,hint\n"casa, la","a ""home""\nor house"\nperro,dog\n';
    expect(rowsOf(text, ',', 10)).toEqual([
      ['term', 'hint'],
      ['casa, la', 'a "home"\nor house'],
      ['perro', 'dog'],
    ]);
  });

  it('reads Windows line ends and a last line without one', () => {
    expect(rowsOf('a;b\r\nc;d', ';', 10)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('keeps empty fields and skips empty lines', () => {
    expect(rowsOf('casa,,\n\n,perro\n', ',', 10)).toEqual([
      ['casa', '', ''],
      ['', 'perro'],
    ]);
  });

  it('reads a file whose quotes do not pair up line by line, with its quotes as they are', () => {
    const tsv = 'hablar\tto speak\t"Vamos, dijo\nver\tto see\t"Mira" allí\n';
    expect(rowsOf(tsv, '\t', 10)).toEqual([
      ['hablar', 'to speak', '"Vamos, dijo'],
      ['ver', 'to see', '"Mira" allí'],
    ]);
  });

  it('stops one row past the limit, so a longer file can be refused without reading it all', () => {
    expect(rowsOf('a\nb\nc\nd\ne\n', ',', 2)).toHaveLength(3);
  });

  it('tells a tab, a semicolon and a comma apart from the first line', () => {
    expect(delimiterOf('Word\tTranslation\tContext\nuno\tone')).toBe('\t');
    expect(delimiterOf('word;translation;notes, more\n')).toBe(';');
    expect(delimiterOf('term,hint,status\n')).toBe(',');
  });

  it('drops a byte order mark and reads UTF-16 as Excel writes it', () => {
    expect(decodeText(utf8('\ufeffcasa\n'))).toBe('casa\n');
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...new Uint8Array(new Uint16Array([...'año'].map((c) => c.charCodeAt(0))).buffer),
    ]);
    expect(decodeText(utf16)).toBe('año');
  });

  it('refuses a file with NUL bytes as not text', () => {
    expect(() => decodeText(new Uint8Array([0x63, 0x00, 0x61]))).toThrow(/not text/);
  });

  it('knows the header rows of LingQ and Language Reactor exports, and finds their word column', () => {
    expect(looksLikeHeader(['term', 'hint', 'status'])).toBe(true);
    expect(looksLikeHeader(['Word', 'Translation', 'Context'])).toBe(true);
    expect(looksLikeHeader(['casa', 'house'])).toBe(false);
    expect(wordColumnOf(['Translation', 'Word'])).toBe(1);
    expect(wordColumnOf(['hint', 'term'])).toBe(1);
    expect(wordColumnOf(undefined)).toBe(0);
  });

  it('reads pasted words one per line, without blank lines or spaces around them', () => {
    expect(linesOf('  casa \r\n\n perro\rgato\n')).toEqual(['casa', 'perro', 'gato']);
  });
});
