import {
  type StudyLanguageCode,
  type TitleSentence,
  TitleSentenceSchema,
  WordMessages,
} from '@cinevocab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { retryWhenTransient } from '@/lib/api-client';
import { QueryKeys } from '@/lib/query-keys';
import { runPipeline } from './run-pipeline';
import type { WordTitle } from './word-title';

const SentencesSchema = z.array(TitleSentenceSchema);

/**
 * GET /api/words/run_pipeline?type=sentences: the title's sentences in order, with their start
 * times; an answer without a list is 'Invalid or missing sentences data'.
 */
export async function getSentences(
  title: WordTitle,
  learning: StudyLanguageCode,
  signal?: AbortSignal,
): Promise<TitleSentence[]> {
  const answer = await runPipeline(
    title,
    learning,
    'sentences',
    { data: SentencesSchema, malformed: WordMessages.invalidSentencesData },
    signal,
  );
  return answer.data;
}

export const sentencesQueryOptions = (title: WordTitle, learning: StudyLanguageCode) =>
  queryOptions({
    queryKey: [...QueryKeys.titleWords(title, learning), 'sentences'] as const,
    queryFn: ({ signal }) => getSentences(title, learning, signal),
    retry: retryWhenTransient,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSentences(title: WordTitle, learning: StudyLanguageCode, enabled = true) {
  return useQuery({ ...sentencesQueryOptions(title, learning), enabled });
}

/** The sentences a word occurs in, by their orders (a word keeps the orders of its sentences). */
export function sentencesOf(sentences: readonly TitleSentence[], orders: readonly number[]): TitleSentence[] {
  const byOrder = new Map(sentences.map((sentence) => [sentence.order, sentence]));
  return orders.flatMap((order) => {
    const sentence = byOrder.get(order);
    return sentence ? [sentence] : [];
  });
}

/** A sentence's start time as m:ss. */
export function formatTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
