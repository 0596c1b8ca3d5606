import {
  AiLimits,
  type FlashCardCreateInput,
  type GenerateExercisesRequestInput,
  type NativeLanguageCode,
  type StudyLanguageCode,
  type TitleSentence,
  type VocabularyWord,
  type WordStatus,
} from '@cinevocab/core';
import { flashCardOf, type WordTitle } from '@/title-words';

const byRarity = (a: VocabularyWord, b: VocabularyWord) => a.frequency - b.frequency || b.diff - a.diff;

/**
 * The five words of a training session (the lowest-frequency words, ties broken by
 * the higher level): the learner's words to learn first, then the rest of the title. Words the
 * frequency list does not know at all (frequency 0) are left out: they are mostly names and
 * noise, not words worth a quiz.
 */
export function pickTrainingWords(
  words: readonly VocabularyWord[],
  statusOf: (token: string) => WordStatus,
): VocabularyWord[] {
  const usable = words.filter((word) => word.name.length >= 3 && word.frequency > 0);
  const toLearn = usable.filter((word) => statusOf(word.token) === 'to-learn').sort(byRarity);
  const others = usable
    .filter((word) => statusOf(word.token) !== 'to-learn' && statusOf(word.token) !== 'known')
    .sort(byRarity);
  return [...toLearn, ...others].slice(0, AiLimits.trainingWords);
}

/** The request for the picked words: each with two of its sentences, and the title's other words. */
export function exercisesRequest({
  picked,
  words,
  sentences,
  learning,
  native,
}: {
  picked: readonly VocabularyWord[];
  words: readonly VocabularyWord[];
  sentences: readonly TitleSentence[];
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
}): GenerateExercisesRequestInput {
  const byOrder = new Map(sentences.map((sentence) => [sentence.order, sentence]));
  const chosen = new Set(picked.map((word) => word.token));
  const levels = new Set(picked.map((word) => word.diff));
  // Distractors come from the same levels first.
  const context = words
    .filter((word) => !chosen.has(word.token) && word.name.length >= 3 && word.frequency > 0)
    .sort((a, b) => Number(levels.has(b.diff)) - Number(levels.has(a.diff)) || b.count - a.count)
    .slice(0, 400);
  return {
    word_language: learning,
    target_language: native,
    words: picked.map((word) => ({
      word: word.name,
      sentences: exerciseLinesOf(word, byOrder).map((line) => line.sentence),
      forms: word.forms.slice(0, 30),
      diff: word.diff,
      pos: word.pos,
    })),
    context_words: context.map((word) => ({ word: word.name, diff: word.diff, pos: word.pos })),
  };
}

/** The title's lines a word's exercises are drawn from: its first few, as the request sends them. */
function exerciseLinesOf(word: VocabularyWord, byOrder: ReadonlyMap<number, TitleSentence>): TitleSentence[] {
  return word.occurs_in_orders
    .flatMap((order) => byOrder.get(order) ?? [])
    .slice(0, AiLimits.sentencesPerExerciseWord);
}

/**
 * A missed word's flash card, as every other screen saves one (flashCardOf): the word with its
 * token, the title, the lines its exercises were drawn from with their times; its meaning is the
 * dictionary's, filled in on saving. Null for a word the title's vocabulary does not have.
 */
export function missedWordCards({
  words,
  sentences,
  title,
  titleName,
  learning,
  native,
}: {
  words: readonly VocabularyWord[];
  sentences: readonly TitleSentence[];
  title: WordTitle;
  titleName: string | null;
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
}): (word: string) => FlashCardCreateInput | null {
  const byName = new Map(words.map((word) => [word.name, word]));
  const byOrder = new Map(sentences.map((sentence) => [sentence.order, sentence]));
  return (name) => {
    const word = byName.get(name);
    if (word === undefined) return null;
    const lines = exerciseLinesOf(word, byOrder);
    return flashCardOf({ word, title, titleName, translation: '', response: null, lines, learning, native });
  };
}
