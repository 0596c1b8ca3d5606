import {
  ImportedWordsSchema,
  type NativeLanguageCode,
  type StudyLanguageCode,
  WordImportMessages,
} from '@cinevocab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QueryKeys } from '@/lib/query-keys';
import { importedWordsKey } from './get-imported-words';

export interface PairInput {
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
}

/** DELETE /api/word-import: forgets every word an import set in the pair; the learner's own marks stay. */
export async function undoWordImports({ learning, native }: PairInput): Promise<number> {
  const query = new URLSearchParams({ learning_lang: learning, translated_lang: native });
  const answer = await apiRequest(`/api/word-import?${query}`, {
    method: 'DELETE',
    schema: ImportedWordsSchema,
    failureTexts: { status: () => WordImportMessages.failedToUndo },
  });
  return answer.imported;
}

export function useUndoWordImports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoWordImports,
    onSettled: (_, __, { learning, native }) => {
      void queryClient.invalidateQueries({ queryKey: QueryKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: QueryKeys.progress(learning, native) });
      void queryClient.invalidateQueries({ queryKey: QueryKeys.userMovies });
      void queryClient.invalidateQueries({ queryKey: importedWordsKey(learning, native) });
    },
  });
}
