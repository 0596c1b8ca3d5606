import { describe, expect, it } from 'vitest';
import {
  createDictionaryPreparation,
  expectedPreparationMs,
  shortestRetrySeconds,
} from './dictionary-preparation.js';

describe('the dictionary preparation', () => {
  it('says nothing before a build starts and after it ends', () => {
    const preparation = createDictionaryPreparation(() => 0);
    expect(preparation.readyInSeconds()).toBeUndefined();
    preparation.started();
    preparation.ended();
    expect(preparation.readyInSeconds()).toBeUndefined();
  });

  it('counts down to the expected end while building, and never below the shortest wait', () => {
    let clock = 1_000_000;
    const preparation = createDictionaryPreparation(() => clock);
    preparation.started();
    expect(preparation.readyInSeconds()).toBe(expectedPreparationMs / 1000);
    clock += 30_000;
    expect(preparation.readyInSeconds()).toBe(expectedPreparationMs / 1000 - 30);
    clock += expectedPreparationMs;
    expect(preparation.readyInSeconds()).toBe(shortestRetrySeconds);
  });
});
