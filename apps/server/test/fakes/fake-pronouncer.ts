import type { StudyLanguageCode } from '@cinevocab/core';
import type { Pronouncer } from '../../src/providers/speech/pronouncer.js';
import { monoWavFile } from '../../src/providers/speech/wav-file.js';

export const fakeSpeechSource = 'Test speech';

/**
 * A pronouncer that knows only the words a test gives it, as 'language:text' → IPA (slashes or
 * not), for tests that are not about pronunciation: the real synthesiser takes a quarter of a
 * second to load and its IPA is not what those tests check.
 */
export function createFakePronouncer(ipas: Record<string, string> = {}): Pronouncer {
  const known = (language: StudyLanguageCode, text: string) => ipas[`${language}:${text}`] ?? null;
  return {
    source: fakeSpeechSource,
    // As the real one: only its Danish is approximate.
    isApproximate: (language) => language === 'da',
    ipa: async (language, text) => known(language, text),
    // A tenth of a second of a quiet tone: a real WAV file, for any word the pronouncer knows.
    audio: async (language, text) => (known(language, text) === null ? null : tinyWav()),
  };
}

function tinyWav(): Uint8Array {
  const sampleRate = 8_000;
  const samples = Int16Array.from({ length: sampleRate / 10 }, (_, index) =>
    Math.round(1_000 * Math.sin((2 * Math.PI * 440 * index) / sampleRate)),
  );
  return monoWavFile(samples, sampleRate);
}

/** A pronouncer whose synthesiser fails on every word, as one that could not load. */
export const failingPronouncer: Pronouncer = {
  source: fakeSpeechSource,
  isApproximate: () => false,
  ipa: () => Promise.reject(new Error('the fake synthesiser failed')),
  audio: () => Promise.reject(new Error('the fake synthesiser failed')),
};
