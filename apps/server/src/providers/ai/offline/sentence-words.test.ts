import { describe, expect, it } from 'vitest';
import { blankOut, formIn } from './sentence-words.js';

describe('finding a word in its sentence', () => {
  it('finds a regular form by its ending, as written', () => {
    expect(formIn('Hablo con ella.', 'hablar')).toBe('Hablo');
  });

  it('finds an irregular form when the title’s forms are known, and not without them', () => {
    expect(formIn('Mañana voy al mercado.', 'ir')).toBeNull();
    expect(formIn('Mañana voy al mercado.', 'ir', ['voy', 'fue'])).toBe('voy');
    expect(blankOut('Mañana voy al mercado.', 'voy')).toBe('Mañana ____ al mercado.');
  });
});
