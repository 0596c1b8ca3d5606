import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, Output } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import type { AiProvider } from '../ai-provider.js';
import { BadModelAnswerError, callModel } from './llm-call.js';
import {
  exercisesPrompt,
  exercisesPromptVersion,
  exercisesSystemPrompt,
} from './tasks/generate-exercises/prompt.js';
import { exerciseOf, exercisesOutputSchema } from './tasks/generate-exercises/schema.js';
import { withoutRepeatedSentences } from '../exercise-rules.js';
import { translatePrompt, translatePromptVersion, translateSystemPrompt } from './tasks/translate/prompt.js';
import { aiResponseOf, TranslateModelOutputSchema } from './tasks/translate/schema.js';

export const defaultLlmTimeoutMs = 20_000;
export const defaultLlmRetryDelayMs = 500;

export interface LlmProviderOptions {
  /** The API's base, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  /** Sent as a bearer token; local servers usually need none. */
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  retryDelayMs?: number;
  logger: FastifyBaseLogger;
}

/** Exercises kept from one answer, however many the model wrote. */
const maxExercises = 25;

/**
 * An OpenAI-compatible chat model through the Vercel AI SDK, with structured output: the
 * response format carries each task's JSON schema, and the answer is parsed with zod.
 */
export function createLlmProvider({
  baseUrl,
  apiKey,
  model,
  timeoutMs = defaultLlmTimeoutMs,
  retryDelayMs = defaultLlmRetryDelayMs,
  logger,
}: LlmProviderOptions): AiProvider {
  const provider = createOpenAICompatible({
    name: 'llm',
    baseURL: baseUrl.replace(/\/$/, ''),
    ...(apiKey ? { apiKey } : {}),
    // Send `response_format: json_schema` (OpenAI, Ollama, vLLM and llama.cpp read it), not bare JSON mode.
    supportsStructuredOutputs: true,
  });
  const chat = provider.chatModel(model);
  const callOptions = (task: string) => ({ timeoutMs, retryDelayMs, logger, task });

  return {
    kind: 'llm',
    id: `llm:${model}:t${translatePromptVersion}`,

    async translate(request) {
      const response = await callModel(async (abortSignal) => {
        const { output } = await generateText({
          model: chat,
          system: translateSystemPrompt,
          prompt: translatePrompt(request),
          output: Output.object({ schema: TranslateModelOutputSchema, name: 'word_explanation' }),
          temperature: 0.2,
          maxRetries: 0,
          abortSignal,
        });
        return aiResponseOf(output, request, model);
      }, callOptions('translate'));
      return { response, isComplete: true };
    },

    async generateExercises(request) {
      const exercises = await callModel(async (abortSignal) => {
        const { output } = await generateText({
          model: chat,
          system: exercisesSystemPrompt,
          prompt: exercisesPrompt(request),
          output: Output.object({ schema: exercisesOutputSchema, name: 'exercises' }),
          temperature: 0.4,
          maxRetries: 0,
          abortSignal,
        });
        // Each line of the title once: a second exercise on a line would give the first's answer away.
        const valid = withoutRepeatedSentences(output.exercises.flatMap((value) => exerciseOf(value) ?? []));
        if (valid.length < output.exercises.length) {
          logger.info(
            {
              dropped: output.exercises.length - valid.length,
              kept: valid.length,
              promptVersion: exercisesPromptVersion,
            },
            'exercises the model wrote that could not be answered were dropped',
          );
        }
        if (valid.length === 0) throw new BadModelAnswerError('no valid exercise in the answer');
        return valid.slice(0, maxExercises);
      }, callOptions('generate-exercises'));
      return { exercises, notice: null, wordsNotInDictionary: [] };
    },
  };
}
