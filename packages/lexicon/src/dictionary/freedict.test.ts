import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  baseHeadword,
  cleanTranslation,
  decodeDictdNumber,
  parseDictdEntry,
  parseDictdIndex,
  readDictd,
  splitTranslations,
} from './freedict.js';

const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** The inverse of decodeDictdNumber, to write sample indexes. */
function encode(value: number): string {
  let text = '';
  let rest = value;
  do {
    text = (digits[rest % 64] ?? '') + text;
    rest = Math.floor(rest / 64);
  } while (rest > 0);
  return text;
}

/** A dictd pair (index text, gzipped body) from entries in order. */
function sampleDictionary(entries: readonly [string, string][]): { index: string; dict: Buffer } {
  let body = Buffer.alloc(0);
  const lines: string[] = [];
  for (const [key, text] of entries) {
    const bytes = Buffer.from(text, 'utf8');
    lines.push(`${key}\t${encode(body.length)}\t${encode(bytes.length)}`);
    body = Buffer.concat([body, bytes]);
  }
  return { index: `${lines.join('\n')}\n`, dict: gzipSync(body) };
}

describe('dictd numbers and indexes', () => {
  it('reads base64 digits, most significant first', () => {
    expect(decodeDictdNumber('A')).toBe(0);
    expect(decodeDictdNumber('B')).toBe(1);
    expect(decodeDictdNumber('BA')).toBe(64);
    expect(decodeDictdNumber('/')).toBe(63);
    expect(decodeDictdNumber('BG0sB')).toBe((((1 * 64 + 6) * 64 + 52) * 64 + 44) * 64 + 1);
    expect(() => decodeDictdNumber('a-b')).toThrow();
  });

  it('parses index lines and skips damaged ones', () => {
    expect(parseDictdIndex('casa\tBA\tc\nbroken line\nperro\tB!\tc\n\nir\tA\tB\n')).toEqual([
      { key: 'casa', offset: 64, length: 28 },
      { key: 'ir', offset: 0, length: 1 },
    ]);
  });
});

describe('reading a dictionary', () => {
  const { index, dict } = sampleDictionary([
    ['00databaseshort', 'Spanish-English FreeDict Dictionary ver. 0.3.1\n'],
    ['casa', 'casa /kˈasa/\nhouse\n'],
    ['tener', 'tener /tenˈeɾ/\n1. desire, wish\n2. have, havegot\n'],
    ['perro', 'perro /pˈero/ <n, masc>\ndog, hound\n'],
  ]);

  it('gunzips the body and reads each entry at its offset', () => {
    const dictionary = readDictd(index, dict);
    expect(dictionary.description).toBe('Spanish-English FreeDict Dictionary ver. 0.3.1');
    expect(dictionary.entries.map((entry) => [entry.headword, entry.pos, entry.groups])).toEqual([
      ['casa', null, [['house']]],
      [
        'tener',
        null,
        [
          ['desire', 'wish'],
          ['have', 'havegot'],
        ],
      ],
      ['perro', 'NOUN', [['dog', 'hound']]],
    ]);
  });

  it('parses only the keys asked for', () => {
    const dictionary = readDictd(index, dict, (key) => key === 'perro');
    expect(dictionary.entries.map((entry) => entry.headword)).toEqual(['perro']);
  });

  it('reads an entry indexed under several keys once', () => {
    const body = Buffer.from('problem /pɹˈɒbləm/ (pb /pˌiːbˈiː/)\nProblem <neut>\n');
    const index = `pb\tA\t${encode(body.length)}\nproblem\tA\t${encode(body.length)}\n`;
    expect(readDictd(index, body).entries.map((entry) => entry.headword)).toEqual(['problem']);
    expect(readDictd(index, body, (key) => key === 'problem').entries).toHaveLength(1);
  });

  it('reads an uncompressed body too', () => {
    const plain = sampleDictionary([['ir', 'ir /ˈiɾ/\ngo\n']]);
    const body = Buffer.from('ir /ˈiɾ/\ngo\n');
    expect(readDictd(plain.index, body).entries[0]?.groups).toEqual([['go']]);
  });
});

describe('entries', () => {
  it('takes Ding’s one translation line and leaves notes, examples and see-also out', () => {
    const entry = parseDictdEntry(
      'gehen /ɡˈeːən/ <v, intr>\ngo <v>\n      "Lass uns gehen!"  - Let\'s go!\n      "zu weit gehen"  - go too far\n' +
        ' see: {gehend}, {gegangen}\n\n         Note: in bestimmter Weise enden\n',
      'gehen',
    );
    expect(entry).toEqual({
      headword: 'gehen',
      pos: 'VERB',
      groups: [['go']],
      examples: 2,
      isUntagged: false,
    });
  });

  it('keeps a Ding translation line that starts with a label, and reads the part of speech from the translations', () => {
    const entry = parseDictdEntry(
      'run /ɹˈʌn/\n [Am.] Laufmasche <fem>, Fallmasche <fem> [textil.]\n   Synonym: {ladder}\n',
    );
    expect(entry?.groups).toEqual([['Laufmasche', 'Fallmasche']]);
    expect(entry?.pos).toBe('NOUN');
  });

  it('marks an entry with no tags at all (Ding’s entries for inflected forms)', () => {
    expect(parseDictdEntry('run /ɹˈʌn/\ngelaufen\n see: {run}\n')?.isUntagged).toBe(true);
    expect(parseDictdEntry('run /ɹˈʌn/ (ran /ɹˈan/ <>, run /ɹˈʌn/ <>) <v>\nlaufen <v, intr>\n')?.pos).toBe(
      'VERB',
    );
  });

  it('reads WikDict’s numbered senses and drops its glosses in the source language', () => {
    const entry = parseDictdEntry(
      'maison /me.zɔ̃/ /mɛ.zɔ̃/ <n, fem>\n1. casa 2.\nBâtiment servant de logis, d’habitation, de demeure\n 3.\n' +
        'Entreprise, commerce\n 4.\nFoyer\n2. linaje, casa\nLignée, famille\n',
    );
    expect(entry?.groups).toEqual([['casa'], ['linaje', 'casa']]);
    expect(entry?.pos).toBe('NOUN');
  });

  it('drops an unnumbered gloss after the translations', () => {
    expect(
      parseDictdEntry('couteau /ku.to/ <n, masc>\ncuchillo, labana, nabala\nInstrument pour couper\n')
        ?.groups,
    ).toEqual([['cuchillo', 'labana', 'nabala']]);
  });

  it('skips WikDict’s stray braces and reads doubled slashes around the pronunciation', () => {
    const entry = parseDictdEntry("rinoceronte //rinoʧe'ronte// <n>\nrinoceronte\n}} rinocerontide\n");
    expect(entry).toMatchObject({ headword: 'rinoceronte', pos: 'NOUN', groups: [['rinoceronte']] });
  });

  it('reads eng-hin: tildes are spaces, quoted lines are examples', () => {
    const entry = parseDictdEntry(
      'run /ɹˈʌn/ <VI>\n1. दौड़ना\n      "She cannot run fast."\n2. ले~जाना\n      "Can I run you to the airport?"\n',
    );
    expect(entry).toEqual({
      headword: 'run',
      pos: 'VERB',
      groups: [['दौड़ना'], ['ले जाना']],
      examples: 2,
      isUntagged: false,
    });
  });

  it('spells the headword as the entry does, not as the index folds it', () => {
    expect(parseDictdEntry('Dir. /dˈiːɾ/\ndirector\n', 'dir')?.headword).toBe('Dir.');
    expect(parseDictdEntry('Haus /hˈaʊs/ <neut, n, sg>\nhouse <n>\n', 'haus')?.headword).toBe('Haus');
  });

  it('has nothing to give for an entry without translations', () => {
    expect(parseDictdEntry('casa /kˈasa/\n\n')).toBeUndefined();
  });
});

describe('cleaning translations', () => {
  it('removes tags, labels, cross-references and parentheses', () => {
    expect(cleanTranslation(' Haus <neut> ')).toBe('Haus');
    expect(cleanTranslation('Laufmasche <fem> [textil.]')).toBe('Laufmasche');
    expect(cleanTranslation('(sich) beeilen')).toBe('beeilen');
    expect(cleanTranslation('run {v}')).toBe('run');
  });

  it('removes object placeholders', () => {
    expect(cleanTranslation('jdm. etw. sagen')).toBe('sagen');
    expect(cleanTranslation('say sth.')).toBe('say');
    expect(cleanTranslation("take sb.'s side")).toBe('take side');
  });

  it('turns down elided forms, explanations, numbers and abbreviations', () => {
    expect(cleanTranslation("j'")).toBeUndefined();
    expect(cleanTranslation('primeira letra do alfabeto')).toBeUndefined();
    expect(cleanTranslation('Rechtsanwalt RA.')).toBeUndefined();
    expect(cleanTranslation('z. B. Kinder')).toBeUndefined();
    expect(cleanTranslation("Let's go!")).toBe("Let's go");
    expect(cleanTranslation('3 Uhr')).toBeUndefined();
    expect(cleanTranslation('and/or')).toBeUndefined();
    expect(cleanTranslation('…')).toBeUndefined();
  });

  it('keeps plain words and short phrases in any script', () => {
    expect(cleanTranslation('घर')).toBe('घर');
    expect(cleanTranslation('have to')).toBe('have to');
    expect(cleanTranslation("God's acre")).toBe("God's acre");
    expect(cleanTranslation('House-Musik')).toBe('House-Musik');
  });

  it('splits a line on commas and semicolons outside brackets, once each', () => {
    expect(splitTranslations('ausgehen <v, intr>, sich auswaschen <v, refl>')).toEqual([
      'ausgehen',
      'sich auswaschen',
    ]);
    expect(splitTranslations('mark, sign; signal, Sign, (etw., jdn.) token')).toEqual([
      'mark',
      'sign',
      'signal',
      'token',
    ]);
  });
});

describe('the word an entry is about', () => {
  it.each([
    ['etw. sagen', 'sagen', false],
    ['(jdm.) etw. sagen', 'sagen', false],
    ['jdn./etw. sehen', 'sehen', false],
    ['say sth.', 'say', false],
    ['know sbsth', 'know', false],
    ['etw sagen', 'sagen', false],
    ['sich freuen', 'freuen', true],
    ['se battre', 'battre', true],
    ["s'amuser", 'amuser', true],
    ['so', 'so', false],
    ['Haus', 'Haus', false],
  ])('%s → %s', (headword, text, isReflexive) => {
    expect(baseHeadword(headword)).toEqual({ text, isReflexive });
  });
});
