/**
 * Texts the offline provider writes into its answers, beside core's AiMessages. They belong
 * there; kept here until packages/core takes them (reported with issue 6).
 */
export const OfflineTexts = {
  /** An explanation note: what the word is in the title, from its part of speech. */
  usedAs: (partOfSpeech: string) => `Used in this title as ${partOfSpeech}.`,
  /** An explanation note: the dictionary's senses beyond those shown as the translation. */
  moreSenses: (senses: string) => `The dictionary also gives: ${senses}.`,
  /** A source line for Apertium. */
  apertium: (label: string) => `Apertium (${label}, GPL)`,
  /** A source line for a pronunciation the data marks approximate. */
  approximate: (source: string, label: string) => `${source} (${label})`,
} as const;

/** Universal part-of-speech tags as an English phrase; tags not listed give no note. */
export const partOfSpeechPhrases: Readonly<Record<string, string>> = {
  NOUN: 'a noun',
  VERB: 'a verb',
  AUX: 'an auxiliary verb',
  ADJ: 'an adjective',
  ADV: 'an adverb',
  INTJ: 'an interjection',
  NUM: 'a number',
  PRON: 'a pronoun',
  DET: 'a determiner',
  ADP: 'a preposition',
  CCONJ: 'a conjunction',
  SCONJ: 'a conjunction',
};
