import {
  type Exercise,
  type ExerciseAnswer,
  type FlashCardCreateInput,
  FlashCardLimits,
  type NativeLanguageCode,
  type StudyLanguageCode,
} from '@cinevocab/core';

/** The learner's answer as the end screen writes it: a definition chosen by its text, an order as a line. */
export function answerTextOf(exercise: Exercise, answer: ExerciseAnswer): string {
  switch (answer.kind) {
    case 'choice':
      return exercise.exercise_type === 'match_definition'
        ? (exercise.options[answer.value] ?? answer.value)
        : answer.value;
    case 'text':
      return answer.value.trim();
    case 'order':
      return answer.value.join(' ');
  }
}

/** The words of the exercises missed, each once, in the order they were missed. */
export function missedWords(exercises: readonly Exercise[]): string[] {
  return [...new Set(exercises.map((exercise) => exercise.word))];
}

export interface MissedWordCard {
  word: string;
  /** The title's lines the quiz drew the word's exercises from. */
  lines: readonly string[];
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
  titleName: string | null;
}

/**
 * A missed word's flash card, as the other screens save one: the word, the title's lines with it
 * as its context, the title's name; its meaning is the dictionary's, filled in on saving.
 */
export function missedWordCard({
  word,
  lines,
  learning,
  native,
  titleName,
}: MissedWordCard): FlashCardCreateInput {
  return {
    word,
    context_sentences: lines
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(0, FlashCardLimits.sentences)
      .map((line) => ({
        original: line.slice(0, FlashCardLimits.sentenceMaxLength),
        translation: '',
        time: null,
      })),
    word_language: learning,
    translated_language: native,
    title: titleName === null ? null : titleName.slice(0, FlashCardLimits.titleMaxLength),
  };
}
