import type { AiResponse, TranslateRequest } from '@cinevocab/core';
import { z } from 'zod';
import { BadModelAnswerError } from '../../llm-call.js';

/**
 * What the model writes for a translation: the parts of AiResponse it knows. Every field is
 * required and every object closed, as strict structured outputs demand; the server adds the
 * languages' keys, the sentences as sent, the provider, notice and sources.
 */
export const TranslateModelOutputSchema = z.object({
  pronunciation: z.string().describe('The word in IPA between slashes, e.g. /ˈkasa/; empty if unsure.'),
  translation: z
    .string()
    .describe('The meaning in the target language, likeliest first, a few words separated by ", ".'),
  definition_in_word_language: z
    .string()
    .describe("A short dictionary definition in the word's own language."),
  definition_in_target_language: z.string().describe('The same definition in the target language.'),
  explanation: z
    .string()
    .describe('In the target language: how the word is used in these sentences, in one or two sentences.'),
  sentence_translations: z
    .array(z.string())
    .describe('Each sentence translated into the target language, in the order given, one per sentence.'),
});
export type TranslateModelOutput = z.infer<typeof TranslateModelOutputSchema>;

/** The model's answer as the API answers it; a wrong number of sentence translations is a bad answer. */
export function aiResponseOf(
  output: TranslateModelOutput,
  request: TranslateRequest,
  model: string,
): AiResponse {
  const { word_language: from, target_language: to, sentences } = request;
  if (output.sentence_translations.length !== sentences.length) {
    throw new BadModelAnswerError(
      `${output.sentence_translations.length} sentence translations for ${sentences.length} sentences`,
    );
  }
  const definition: Record<string, string> = {};
  if (output.definition_in_word_language.trim()) definition[from] = output.definition_in_word_language.trim();
  if (output.definition_in_target_language.trim() && to !== from) {
    definition[to] = output.definition_in_target_language.trim();
  }
  const explanation: Record<string, string> = output.explanation.trim()
    ? { [to]: output.explanation.trim() }
    : {};
  const ipa = output.pronunciation.trim().replace(/^\/|\/$/g, '');
  return {
    pronunciation: ipa ? `/${ipa}/` : '',
    definition,
    translation: output.translation.trim(),
    explanation,
    translated_sentences: sentences.map((original, index) => ({
      original,
      translation: output.sentence_translations[index]!.trim(),
    })),
    provider: 'llm',
    notice: null,
    sources: [`AI model ${model}`],
  };
}
