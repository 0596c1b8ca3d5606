import { hashSeed } from '../estimate/seeded-random.js';

/**
 * A feature's name as a 32-bit number (FNV-1a): the model file and the memory keep numbers, not
 * hundreds of thousands of strings. Among a model's features a handful share a number, and a
 * feature the model never saw finds another's weights about once in twenty thousand look-ups: each
 * costs a slightly different score, never an error.
 */
export const featureHash = (feature: string): number => hashSeed(feature);
