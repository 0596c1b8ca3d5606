import {
  type AiResponse,
  FlashCardLimits,
  type FlashCardCreateInput,
  type NativeLanguageCode,
  type StudyLanguageCode,
  type TitleSentence,
  type VocabularyWord,
} from '@cinevocab/core';
import type { WordTitle } from '../api/word-title';

/**
 * 'Save as Flashcard' (issue 7): a word with what the learner has of it — the AI's translation,
 * definition and pronunciation when asked for, else the translation they saved — and the title's
 * own sentences with their times (translated when the AI translated them).
 */
export function flashCardOf({
  word,
  response,
  savedTranslation,
  sentences,
  learning,
  native,
  title,
  titleName,
}: {
  word: VocabularyWord;
  response: AiResponse | null;
  savedTranslation: string | null;
  sentences: readonly TitleSentence[];
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
  title: WordTitle;
  titleName: string | null;
}): FlashCardCreateInput {
  const translated = new Map(
    (response?.translated_sentences ?? []).map((pair) => [pair.original, pair.translation]),
  );
  const definition = response ? (response.definition[native] ?? response.definition[learning] ?? '') : '';
  return {
    word: word.name,
    translation: response?.translation || savedTranslation || '',
    definition,
    pronunciation: response?.pronunciation ?? '',
    context_sentences: sentences.slice(0, FlashCardLimits.sentences).map((sentence) => ({
      original: sentence.sentence,
      translation: translated.get(sentence.sentence) ?? '',
      time: sentence.time,
    })),
    word_language: learning,
    translated_language: native,
    token: word.token,
    media_type: title.mediaType,
    content_id: title.id,
    title: titleName,
  };
}
