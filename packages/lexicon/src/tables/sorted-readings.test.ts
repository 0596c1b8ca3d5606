import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { lexiconLanguages } from '../languages/registry.js';
import type { Reading } from '../languages/types.js';
import { readingsFile } from './readings-files.js';
import { SortedReadings } from './sorted-readings.js';

const work = mkdtempSync(path.join(tmpdir(), 'sorted-readings-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Forms over several blocks, with accents (UTF-8 order), a contraction and two readings. */
const entries: [string, Reading[]][] = [
  [
    'del',
    [
      [
        { lemma: 'de', pos: 'ADP' },
        { lemma: 'el', pos: 'DET' },
      ],
    ],
  ],
  ['casas', [[{ lemma: 'casa', pos: 'NOUN' }], [{ lemma: 'casar', pos: 'VERB' }]]],
  ['canción', [[{ lemma: 'canción', pos: 'NOUN' }]]],
  ['ñandú', [[{ lemma: 'ñandú', pos: 'NOUN' }]]],
  ...Array.from({ length: 300 }, (_, index): [string, Reading[]] => [
    `forma${String(index).padStart(3, '0')}`,
    [[{ lemma: `lema${index}`, pos: 'NOUN' }]],
  ]),
];
const readings = SortedReadings.fromBytes(gunzipSync(SortedReadings.toGzip(entries)));

describe('the committed readings, kept compressed', () => {
  it('finds every form, in the first, a middle and the last block', () => {
    expect(readings.size).toBe(entries.length);
    for (const [form, expected] of entries) expect(readings.readings(form), form).toEqual(expected);
  });

  it('finds nothing for a form before the first, between two, or after the last', () => {
    for (const form of ['', 'a', 'casa', 'forma0005', 'forma299x', 'zzz', 'ñandúes', 'ñ']) {
      expect(readings.readings(form), form).toBeUndefined();
    }
  });

  it('gives every entry back in file order', () => {
    const forms = [...readings.entries()].map(([form]) => form);
    expect(forms).toHaveLength(entries.length);
    expect(forms.at(0)).toBe('canción');
    expect(forms.at(-1)).toBe('ñandú');
    expect(forms.indexOf('forma100')).toBe(forms.indexOf('forma099') + 1);
  });

  it('reads back the compact file it wrote, and refuses another version or a damaged file', () => {
    const file = path.join(work, 'es.readings.bin');
    writeFileSync(file, readings.toCompactFile('sha256:one'));
    const read = SortedReadings.fromCompactFile(file, 'sha256:one');
    expect(read?.size).toBe(entries.length);
    expect(read?.readings('casas')).toEqual(readings.readings('casas'));
    expect(read?.readings('forma250')).toEqual([[{ lemma: 'lema250', pos: 'NOUN' }]]);
    expect(SortedReadings.fromCompactFile(file, 'sha256:two')).toBeUndefined();
    writeFileSync(file, readings.toCompactFile('sha256:one').subarray(0, 200));
    expect(SortedReadings.fromCompactFile(file, 'sha256:one')).toBeUndefined();
    expect(SortedReadings.fromCompactFile(path.join(work, 'none.bin'), 'sha256:one')).toBeUndefined();
  });

  it('holds the six languages in under 8 MB (32 MB as text)', { timeout: 30_000 }, () => {
    const bytes = lexiconLanguages
      .map((language) => SortedReadings.fromFile(readingsFile(language)).byteLength)
      .reduce((sum, size) => sum + size, 0);
    expect(bytes).toBeLessThan(8_000_000);
  });
});
