import { describe, expect, it } from 'vitest';
import { createRateLimiter, rateWindowMs } from './rate-limiter.js';

describe('the per-learner rate limiter', () => {
  it('lets a learner have their share a minute, then again as the minute slides on', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ perMinute: 3, now: () => now });
    expect([limiter.take('ana'), limiter.take('ana'), limiter.take('ana')]).toEqual([true, true, true]);
    expect(limiter.take('ana')).toBe(false);
    expect(limiter.take('ben')).toBe(true);
    now += rateWindowMs - 1;
    expect(limiter.take('ana')).toBe(false);
    now += 1;
    expect([limiter.take('ana'), limiter.take('ana'), limiter.take('ana')]).toEqual([true, true, true]);
    expect(limiter.take('ana')).toBe(false);
  });

  it('does not count a refused request against the learner', () => {
    let now = 0;
    const limiter = createRateLimiter({ perMinute: 1, now: () => now });
    expect(limiter.take('ana')).toBe(true);
    for (let tries = 0; tries < 5; tries++) expect(limiter.take('ana')).toBe(false);
    now = rateWindowMs;
    expect(limiter.take('ana')).toBe(true);
  });
});
