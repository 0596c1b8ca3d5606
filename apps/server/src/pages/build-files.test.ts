import { describe, expect, it } from 'vitest';
import { preferredCopy } from './build-files.js';

const both = { br: Buffer.from('b'), gzip: Buffer.from('g') };

describe('preferredCopy', () => {
  it('sends brotli to a browser that accepts it, wherever it lists it', () => {
    expect(preferredCopy('gzip, deflate, br, zstd', both)).toBe('br');
    expect(preferredCopy('BR;q=0.5, gzip;q=0.4', both)).toBe('br');
  });

  it('sends gzip where brotli is refused, missing, or there is no brotli copy', () => {
    expect(preferredCopy('br;q=0, gzip', both)).toBe('gzip');
    expect(preferredCopy('gzip, deflate', both)).toBe('gzip');
    expect(preferredCopy('br, gzip', { gzip: both.gzip })).toBe('gzip');
  });

  it('sends the file itself to a client that accepts no copy', () => {
    expect(preferredCopy(undefined, both)).toBeUndefined();
    expect(preferredCopy('', both)).toBeUndefined();
    expect(preferredCopy('identity', both)).toBeUndefined();
    expect(preferredCopy('*;q=0, identity', both)).toBeUndefined();
    expect(preferredCopy('br, gzip', {})).toBeUndefined();
  });

  it('takes * as accepting any copy', () => {
    expect(preferredCopy('*', both)).toBe('br');
    expect(preferredCopy('br;q=0, *', both)).toBe('gzip');
  });
});
