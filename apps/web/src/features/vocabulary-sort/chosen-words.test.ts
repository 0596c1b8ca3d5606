import { AppRoutes } from '@cinevocab/core';
import { describe, expect, it } from 'vitest';
import { parseChosenWords } from './chosen-words';

describe('a sort limited to chosen words', () => {
  it('reads back the tokens its link was made with', () => {
    const link = AppRoutes.vocabularySortOf('/tv/1/season/1/episode/1', ['es:casa', 'es:perro', 'es:ir']);
    const search = new URL(link, 'http://localhost').searchParams;
    expect(parseChosenWords(search)).toEqual(['es:casa', 'es:perro', 'es:ir']);
  });

  it('is a sort of every word without the parameter, and drops empty or repeated tokens', () => {
    expect(parseChosenWords(new URLSearchParams(''))).toBeNull();
    expect(parseChosenWords(new URLSearchParams('words=es:a,,es:a, es:b '))).toEqual(['es:a', 'es:b']);
  });
});
