import type { StudyLanguageCode } from '@cinevocab/core';

/** Says words and sentences of the learning languages: as IPA, and out loud. */
export interface Pronouncer {
  /** The text's IPA, stress marks at the start of their syllables; null when there is none. */
  ipa(language: StudyLanguageCode, text: string): Promise<string | null>;
  /** The text spoken, as a WAV file; null when there is nothing to say. */
  audio(language: StudyLanguageCode, text: string): Promise<Uint8Array | null>;
  /** Whether the language's voice is only a rough guide (a learner should be told). */
  isApproximate(language: StudyLanguageCode): boolean;
  /** What speaks, with its licence: for the attributions. */
  readonly source: string;
}
