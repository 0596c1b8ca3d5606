import { useMutation } from '@tanstack/react-query';
import { sendWordImport, type WordImportInput } from './import-form';

/** POST /api/word-import/preview: what the import would do; nothing changes. */
export const previewWordImport = (input: WordImportInput) => sendWordImport('preview', input);

export function usePreviewWordImport() {
  return useMutation({ mutationFn: previewWordImport });
}
