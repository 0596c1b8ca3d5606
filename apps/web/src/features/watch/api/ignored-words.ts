import {
  type IgnoredWordChange,
  type IgnoredWords,
  IgnoredWordsMessages,
  IgnoredWordsSchema,
  type StudyLanguageCode,
} from '@cinevocab/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, retryWhenTransient } from '@/lib/api-client';
import { showNotification } from '@/lib/notify';

const ignoredWordsKey = (learning: StudyLanguageCode) => ['ignored-words', learning] as const;

/** GET /api/words/ignored: the words the learner never wants shown as new, in the language. */
export const ignoredWordsQueryOptions = (learning: StudyLanguageCode) =>
  queryOptions({
    queryKey: ignoredWordsKey(learning),
    queryFn: ({ signal }) =>
      apiRequest(`/api/words/ignored?${new URLSearchParams({ language: learning })}`, {
        schema: IgnoredWordsSchema,
        signal,
      }),
    retry: retryWhenTransient,
  });

export function useIgnoredWords(learning: StudyLanguageCode) {
  return useQuery(ignoredWordsQueryOptions(learning));
}

/** POST /api/words/ignored: the word is drawn plain at once; a refusal puts it back and says why. */
export function useIgnoreWord(learning: StudyLanguageCode) {
  const queryClient = useQueryClient();
  const key = ignoredWordsKey(learning);
  return useMutation({
    mutationFn: (change: Omit<IgnoredWordChange, 'language'>) =>
      apiRequest('/api/words/ignored', {
        method: 'POST',
        body: { ...change, language: learning },
        schema: IgnoredWordsSchema,
      }),
    onMutate: async ({ token, ignored }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<IgnoredWords>(key);
      const tokens = (before?.tokens ?? []).filter((each) => each !== token);
      queryClient.setQueryData<IgnoredWords>(key, { tokens: ignored ? [...tokens, token] : tokens });
      return { before };
    },
    onError: (error, _change, context) => {
      queryClient.setQueryData(key, context?.before);
      showNotification({ tone: 'error', message: error.message || IgnoredWordsMessages.failed });
    },
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
}
