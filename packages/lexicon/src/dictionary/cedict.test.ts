import { describe, expect, it } from 'vitest';
import { cedictVersion, cleanSense, readCedict } from './cedict.js';

describe('cleanSense', () => {
  it('keeps the meaning without the infinitive marker or a bracketed note', () => {
    expect(cleanSense('to eat')).toBe('eat');
    expect(cleanSense('house (building)')).toBe('house');
  });

  it('drops senses that name no meaning: surnames, variants, measure words', () => {
    expect(cleanSense('surname Wang')).toBeUndefined();
    expect(cleanSense('variant of 吃')).toBeUndefined();
    expect(cleanSense('CL:個|个')).toBeUndefined();
  });

  it('drops a sense of four words or more, keeps one of three', () => {
    expect(cleanSense('to eat a big meal')).toBeUndefined();
    expect(cleanSense('ice cream cone')).toBe('ice cream cone');
  });
});

// The npm package is a dev dependency: a checkout without it skips these.
describe.skipIf(cedictVersion() === undefined)('readCedict', () => {
  const entries = readCedict();

  it('has 狗 as a dog', () => {
    const dog = entries.find((entry) => entry.headword === '狗');
    expect(dog?.groups).toContainEqual(['dog']);
  });

  it('has no headword with Latin letters', () => {
    expect(entries.length).toBeGreaterThan(50_000);
    expect(entries.filter((entry) => /[A-Za-z]/.test(entry.headword)).map((entry) => entry.headword)).toEqual(
      [],
    );
  });
});
