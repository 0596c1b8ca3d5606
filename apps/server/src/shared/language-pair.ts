/**
 * A learning language and the learner's own language. A learner's words, progress, estimates and
 * imports are all kept per pair, so several modules name it: it lives here, below all of them.
 */
export interface LanguagePair {
  learningLanguage: string;
  nativeLanguage: string;
}

/** The pair as a request sends it (`learning_lang`, `translated_lang`). */
export const languagePairOf = (query: { learning_lang: string; translated_lang: string }): LanguagePair => ({
  learningLanguage: query.learning_lang,
  nativeLanguage: query.translated_lang,
});
