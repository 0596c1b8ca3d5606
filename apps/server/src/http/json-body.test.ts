import { describe, expect, it } from 'vitest';
import { isNestedDeeperThan } from './json-body.js';

describe('JSON nesting', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(isNestedDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(isNestedDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(isNestedDeeperThan('{"a":"[[[[[[{{{{"}', 1)).toBe(false);
    expect(isNestedDeeperThan('{"a":"\\"[[[[[[","b":1}', 1)).toBe(false);
  });

  it('answers at once for a body nested a million deep', () => {
    expect(isNestedDeeperThan('['.repeat(1_000_000) + ']'.repeat(1_000_000), 32)).toBe(true);
  });
});
