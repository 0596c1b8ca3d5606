import {
  type StudyLanguageCode,
  type TitleSentence,
  TitleSentenceSchema,
  WordMessages,
} from '@cinevocab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { ClientCodes, retryWhenTransient, runPipeline } from './run-pipeline';
import { type WordTitle, wordTitleQueryKey } from './word-title';

const SentencesSchema = z.array(TitleSentenceSchema);

/**
 * GET /api/words/run_pipeline?type=sentences: the title's sentences in order, with their start
 * times; an answer without a list is 'Invalid or missing sentences data' (spec 02 §5).
 */
export async function getSentences(
  title: WordTitle,
  language: StudyLanguageCode,
  signal?: AbortSignal,
): Promise<TitleSentence[]> {
  const { data } = await runPipeline(title, language, 'sentences', signal);
  const sentences = SentencesSchema.safeParse(data);
  if (!sentences.success) throw new ApiError(200, ClientCodes.unreadable, WordMessages.invalidSentencesData);
  return sentences.data;
}

export const sentencesQueryOptions = (title: WordTitle, language: StudyLanguageCode) =>
  queryOptions({
    queryKey: [...wordTitleQueryKey(title, language), 'sentences'] as const,
    queryFn: ({ signal }) => getSentences(title, language, signal),
    retry: retryWhenTransient,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSentences(title: WordTitle, language: StudyLanguageCode, enabled = true) {
  return useQuery({ ...sentencesQueryOptions(title, language), enabled });
}

/** The sentences a word occurs in, by their orders (a word keeps the orders of its sentences). */
export function sentencesOf(sentences: readonly TitleSentence[], orders: readonly number[]): TitleSentence[] {
  const byOrder = new Map(sentences.map((sentence) => [sentence.order, sentence]));
  return orders.flatMap((order) => {
    const sentence = byOrder.get(order);
    return sentence ? [sentence] : [];
  });
}

/** A sentence's start time as m:ss (spec 02 §2). */
export function formatTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
