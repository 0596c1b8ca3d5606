import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QueryKeys } from '@/lib/query-keys';
import { importedWordsKey } from './get-imported-words';
import { sendWordImport, type WordImportInput } from './import-form';

/** POST /api/word-import/confirm: imports the words, in one go; the same file twice changes nothing. */
export const confirmWordImport = (input: WordImportInput) => sendWordImport('confirm', input);

/** The learner's words changed: My Words, the statuses of every title and My Movies are stale. */
export function useConfirmWordImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmWordImport,
    onSettled: (_, __, { learning, native }) => {
      void queryClient.invalidateQueries({ queryKey: QueryKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: QueryKeys.progress(learning, native) });
      void queryClient.invalidateQueries({ queryKey: QueryKeys.userMovies });
      void queryClient.invalidateQueries({ queryKey: importedWordsKey(learning, native) });
    },
  });
}
