import { languageName, type TranslateRequest } from '@cinevocab/core';

/** Changes whenever the prompt or its schema change: stored translations of older prompts are then not used. */
export const translatePromptVersion = 1;

export const translateSystemPrompt = [
  'You are a careful language teacher helping a learner who watches films and series with subtitles.',
  'You explain one word as it is used in the lines of dialogue you are given.',
  'Answer only with one JSON object of the requested shape; no text around it.',
  'Write definitions and explanations briefly. Never invent a meaning the word does not have;',
  'leave a field empty when you are unsure.',
].join(' ');

/** The user message: the word, its part of speech when known, the languages by name, and the sentences numbered. */
export function translatePrompt(request: TranslateRequest): string {
  const from = languageName(request.word_language);
  const to = languageName(request.target_language);
  const lines = [
    `Word: ${JSON.stringify(request.word)} (${from}${request.pos ? `, part of speech ${request.pos}` : ''})`,
    `The learner's own language (the target language): ${to}.`,
    '',
  ];
  if (request.sentences.length > 0) {
    lines.push(`Sentences from the title where the word occurs (${from}):`);
    request.sentences.forEach((sentence, index) => lines.push(`${index + 1}. ${sentence}`));
  } else {
    lines.push('No sentences were given: sentence_translations must be an empty list.');
  }
  lines.push(
    '',
    'Return a JSON object with:',
    `- pronunciation: the word in IPA between slashes;`,
    `- translation: the word's meaning in ${to}, the likeliest first, separated by ", ";`,
    `- definition_in_word_language: a short definition in ${from};`,
    `- definition_in_target_language: a short definition in ${to};`,
    `- explanation: in ${to}, how the word is used in these sentences;`,
    `- sentence_translations: exactly ${request.sentences.length} strings, sentence n translated into ${to}.`,
  );
  return lines.join('\n');
}
