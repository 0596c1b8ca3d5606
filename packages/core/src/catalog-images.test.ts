import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './catalog-images';

describe('imageSrcSet', () => {
  it('lists every tier whose width is known, narrowest first, and leaves out the original', () => {
    expect(imageSrcSet('https://image.tmdb.org/t/p/', 'backdrop', '/abc.jpg')).toBe(
      'https://image.tmdb.org/t/p/w780/abc.jpg 780w, https://image.tmdb.org/t/p/w1280/abc.jpg 1280w',
    );
    expect(imageSrcSet('/img', 'poster', 'p.jpg')?.split(', ')).toHaveLength(5);
  });

  it('is null for a title without the picture', () => {
    expect(imageSrcSet('/img', 'poster', null)).toBeNull();
    expect(imageSrcSet('/img', 'poster', '')).toBeNull();
  });
});
