import { describe, expect, it } from 'vitest';
import { Counts } from './counts.js';

describe('Counts', () => {
  it('counts each value, the commonest first and ties in the order first met', () => {
    const forms = new Counts<string>();
    for (const form of ['est', 'suis', 'sont', 'suis', 'est', 'es']) forms.add(form);
    expect(forms.size).toBe(4);
    expect(forms.commonest()).toBe('est');
    expect(forms.byCount()).toEqual(['est', 'suis', 'sont', 'es']);
    forms.add('sont', 3);
    expect(forms.byCount()).toEqual(['sont', 'est', 'suis', 'es']);
    expect([...forms.entries()]).toEqual([
      ['est', 2],
      ['suis', 2],
      ['sont', 4],
      ['es', 1],
    ]);
  });

  it('has no commonest value before one is added', () => {
    expect(new Counts<string>().commonest()).toBeUndefined();
  });
});
