import {
  type AiResponse,
  type ContextSentence,
  type FlashCardCreateInput,
  FlashCardLimits,
  type NativeLanguageCode,
  type StudyLanguageCode,
  type TitleSentence,
  type VocabularyWord,
} from '@cinevocab/core';
import type { WordTitle } from '../api/word-title';

/** A word's definition as the screens show it: in the learning language, else in the learner's. */
export function definitionOf(
  response: AiResponse | null | undefined,
  learning: StudyLanguageCode,
  native: NativeLanguageCode,
): string {
  if (!response) return '';
  return (response.definition[learning] ?? '').trim() || (response.definition[native] ?? '').trim();
}

export interface CardSource {
  word: VocabularyWord;
  title: WordTitle;
  titleName: string | null;
  /** The learner's translation, else the AI's; empty when neither is known. */
  translation: string;
  response: AiResponse | null;
  /** The title's lines with the word. */
  lines: readonly TitleSentence[];
  /**
   * The title's own lines in the learner's language, by line order (its subtitle in that language,
   * a human translation): a card keeps them before any machine's.
   */
  humanLines?: ReadonlyMap<number, string> | undefined;
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
}

/**
 * 'Save as Flashcard', from any screen: the word, its translation when known, the AI's definition
 * and pronunciation when asked for, and the title's own lines with their times (translated when
 * the AI translated them), each cut to what a card holds.
 */
export function flashCardOf({
  word,
  title,
  titleName,
  translation,
  response,
  lines,
  humanLines,
  learning,
  native,
}: CardSource): FlashCardCreateInput {
  const translatedLine = new Map(
    (response?.translated_sentences ?? []).map((each) => [each.original.trim(), each.translation]),
  );
  const context_sentences: ContextSentence[] = lines
    .filter((line) => line.sentence.trim() !== '')
    .slice(0, FlashCardLimits.sentences)
    .map((line) => {
      const original = line.sentence.trim();
      return {
        original: original.slice(0, FlashCardLimits.sentenceMaxLength),
        translation: (humanLines?.get(line.order) ?? translatedLine.get(original) ?? '').slice(
          0,
          FlashCardLimits.sentenceMaxLength,
        ),
        time: line.time,
      };
    });
  return {
    word: word.name,
    translation: translation.slice(0, FlashCardLimits.translationMaxLength),
    // A card's definition is in the learner's language when the AI gave one (the card's pair).
    definition: (
      (response?.definition[native] ?? '').trim() || definitionOf(response, learning, native)
    ).slice(0, FlashCardLimits.definitionMaxLength),
    pronunciation: (response?.pronunciation ?? '').slice(0, FlashCardLimits.pronunciationMaxLength),
    context_sentences,
    word_language: learning,
    translated_language: native,
    token: word.token,
    // A card from a season's words keeps no title: the season is not one the catalog names.
    media_type: title.mediaType === 'season' ? null : title.mediaType,
    content_id: title.mediaType === 'season' ? null : title.id,
    title: titleName === null ? null : titleName.slice(0, FlashCardLimits.titleMaxLength),
  };
}
