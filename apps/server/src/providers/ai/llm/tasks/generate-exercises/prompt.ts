import { ExerciseBlank, type GenerateExercisesRequest, languageName } from '@cinevocab/core';

/** Changes whenever the prompt or its schema change. */
export const exercisesPromptVersion = 1;

/** Other words of the title shown to the model for wrong choices: enough to choose from, few tokens. */
export const contextWordsInPrompt = 60;

export const exercisesSystemPrompt = [
  'You are a language teacher writing short vocabulary exercises for a learner who watches films',
  'and series with subtitles. Use the lines of dialogue you are given; do not invent facts about the words.',
  'Answer only with one JSON object of the requested shape; no text around it.',
].join(' ');

export function exercisesPrompt(request: GenerateExercisesRequest): string {
  const from = languageName(request.word_language);
  const to = languageName(request.target_language);
  const lines = [
    `The learner studies ${from}; their own language is ${to}.`,
    `Write about two exercises per word, using every exercise type across the set:`,
    `- multiple_choice: question asks which ${from} word means a given ${to} meaning; four options, the word among them.`,
    `- match_definition: question asks which definition matches the word; options keyed A–D; correct_answer is a key.`,
    `- fill_in_blank: one of the word's sentences with the word replaced by ${ExerciseBlank}; correct_answer the word as written there.`,
    `- translate: sentence is the word (or a short phrase with it); correct_translation in ${to}.`,
    `- reorder: correct_order is a short sentence (3 to 8 words) of the title split into words; words is the same words shuffled.`,
    `Write every question in English.`,
    '',
    'Words:',
  ];
  request.words.forEach((entry, index) => {
    const about = [entry.pos, entry.diff ? `level ${entry.diff} of 6` : null].filter(Boolean).join(', ');
    lines.push(`${index + 1}. ${JSON.stringify(entry.word)}${about ? ` (${about})` : ''}`);
    for (const sentence of entry.sentences) lines.push(`   - ${sentence}`);
  });
  const others = request.context_words.slice(0, contextWordsInPrompt).map((entry) => entry.word);
  if (others.length > 0) {
    lines.push('', `Other words of the title, for wrong choices: ${others.join(', ')}`);
  }
  return lines.join('\n');
}
