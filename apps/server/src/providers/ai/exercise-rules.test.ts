import { AiMessages, type Exercise, ExerciseBlank } from '@cinevocab/core';
import { describe, expect, it } from 'vitest';
import {
  hasFixedOrder,
  sentenceKey,
  sentenceOf,
  validExercise,
  withoutRepeatedSentences,
} from './exercise-rules.js';

const tokens = (line: string) => line.split(/\s+/);

const blank = (sentence: string, answer: string): Exercise => ({
  exercise_type: 'fill_in_blank',
  word: answer,
  question: AiMessages.questionFillInBlank,
  sentence_with_blank: sentence,
  correct_answer: answer,
  accepted_answers: [],
});

const reorder = (correctOrder: string[], word = correctOrder[0]!): Exercise => ({
  exercise_type: 'reorder',
  word,
  question: AiMessages.questionReorder,
  words: [...correctOrder].reverse(),
  correct_order: correctOrder,
});

const choice: Exercise = {
  exercise_type: 'multiple_choice',
  word: 'amigo',
  question: AiMessages.questionMultipleChoice('friend'),
  options: ['amigo', 'perro'],
  correct_answer: 'amigo',
};

describe('a line with one right order', () => {
  it('is a single clause', () => {
    expect(hasFixedOrder(tokens('Cuando cubra el dorso de la cuchara.'), 'es')).toBe(true);
    expect(hasFixedOrder(tokens('¿Dónde están las manoplas?'), 'es')).toBe(true);
    expect(hasFixedOrder(tokens('- No te muevas.'), 'es')).toBe(true);
  });

  it('is not a list of things separated by commas, nor two clauses, nor two sentences', () => {
    expect(hasFixedOrder(tokens('Garbanzos, arroz, tomates, tres huevos.'), 'es')).toBe(false);
    expect(hasFixedOrder(tokens('Sí, claro.'), 'es')).toBe(false);
    expect(hasFixedOrder(tokens('Ya las tengo. El pan está muy moreno.'), 'es')).toBe(false);
    expect(hasFixedOrder(tokens('El pan está... muy moreno.'), 'es')).toBe(false);
    expect(hasFixedOrder(tokens('Primero café; luego sopa.'), 'es')).toBe(false);
    expect(hasFixedOrder(tokens('Ven aquí - ahora mismo.'), 'es')).toBe(false);
  });

  it('is not two things joined by "and" or "or", whose sides may swap, in the language of the line', () => {
    expect(hasFixedOrder(tokens('Quiero pan y vino.'), 'es')).toBe(false);
    expect(hasFixedOrder(tokens('Tea or coffee please.'), 'en')).toBe(false);
    expect(hasFixedOrder(tokens('Brot und Butter bitte.'), 'de')).toBe(false);
    expect(hasFixedOrder(tokens('Du pain et du vin.'), 'fr')).toBe(false);
    expect(hasFixedOrder(tokens('Brød og smør tak.'), 'da')).toBe(false);
    expect(hasFixedOrder(tokens('Pane e vino per me.'), 'it')).toBe(false);
    // At the start, the word joins the line to the one before: the line itself has one order.
    expect(hasFixedOrder(tokens('Et tu pourras me redessiner.'), 'fr')).toBe(true);
    // Only the line's own language's words: Spanish "e" (and) is no word of English.
    expect(hasFixedOrder(tokens('Plan e is better.'), 'en')).toBe(true);
  });

  it('is asked of a model’s reorder too: pieces ending in commas are a list, refused', () => {
    expect(validExercise(reorder(['Garbanzos,', 'arroz,', 'tomates']))).toBeNull();
    expect(validExercise(reorder(['Cuando', 'cubra', 'el', 'dorso']))).not.toBeNull();
  });
});

describe('each line once a round', () => {
  it('knows a line again whatever its blank, punctuation and capitals', () => {
    expect(sentenceKey(sentenceOf(blank(`Los amigos, ${ExerciseBlank}.`, 'tontorrón'))!)).toBe(
      sentenceKey(sentenceOf(reorder(['Los', 'amigos', 'tontorrón']))!),
    );
    expect(sentenceKey('¡Hola, Leo!')).toBe('hola leo');
  });

  it('keeps the first exercise on a line and leaves out a later one that would give it away', () => {
    const first = blank(`Los amigos, ${ExerciseBlank}.`, 'tontorrón');
    const giveaway = reorder(['Los', 'amigos', 'tontorrón']);
    const other = reorder(['Cuando', 'cubra', 'el', 'dorso'], 'dorso');
    expect(withoutRepeatedSentences([first, choice, giveaway, other, choice])).toEqual([
      first,
      choice,
      other,
      choice,
    ]);
  });

  it('counts a one-word translation as no line (the word is asked twice by design)', () => {
    const translate: Exercise = {
      exercise_type: 'translate',
      word: 'amigo',
      question: AiMessages.questionTranslate('English'),
      sentence: 'amigo',
      correct_translation: 'friend',
      accepted_answers: [],
    };
    expect(sentenceOf(translate)).toBeNull();
    expect(sentenceOf({ ...translate, sentence: 'mi amigo' })).toBe('mi amigo');
  });
});
