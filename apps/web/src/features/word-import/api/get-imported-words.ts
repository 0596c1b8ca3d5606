import { ImportedWordsSchema, type NativeLanguageCode, type StudyLanguageCode } from '@cinevocab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const importedWordsKey = (learning: StudyLanguageCode, native: NativeLanguageCode) =>
  ['word-import', learning, native] as const;

/** GET /api/word-import: how many of the pair's words came from imports. */
export function getImportedWords(
  learning: StudyLanguageCode,
  native: NativeLanguageCode,
  signal?: AbortSignal,
): Promise<number> {
  const query = new URLSearchParams({ learning_lang: learning, translated_lang: native });
  return apiRequest(`/api/word-import?${query}`, {
    schema: ImportedWordsSchema,
    ...(signal ? { signal } : {}),
  }).then((answer) => answer.imported);
}

export const importedWordsQueryOptions = (learning: StudyLanguageCode, native: NativeLanguageCode) =>
  queryOptions({
    queryKey: importedWordsKey(learning, native),
    queryFn: ({ signal }) => getImportedWords(learning, native, signal),
  });

export function useImportedWords(learning: StudyLanguageCode, native: NativeLanguageCode) {
  return useQuery(importedWordsQueryOptions(learning, native));
}
