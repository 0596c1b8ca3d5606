import { describe, expect, it } from 'vitest';
import { sanitizeSearch, sanitizeText } from './sanitize.js';

describe('text clean-up', () => {
  it('trims, removes angle brackets and cuts general text to 1000 characters', () => {
    expect(sanitizeText('  <b>hello</b>  ')).toBe('bhello/b');
    expect(sanitizeText('x'.repeat(1200))).toHaveLength(1000);
  });

  it('also removes quotes from a search and cuts it to 100 characters', () => {
    expect(sanitizeSearch(` "Amélie's" <script> `)).toBe('Amélies script');
    expect(sanitizeSearch('y'.repeat(150))).toHaveLength(100);
  });

  it('leaves nothing of a search made only of quotes, brackets and spaces', () => {
    expect(sanitizeSearch(` "" <> '' `)).toBe('');
    expect(sanitizeSearch(`"  café  "`)).toBe('café');
  });
});
