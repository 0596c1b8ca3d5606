import {
  type NativeLanguageCode,
  type StudyLanguageCode,
  WordImportFieldsSchema,
  WordImportLimits,
  WordImportMessages,
  type WordImportResult,
  WordImportResultSchema,
} from '@cinevocab/core';
import { apiRequest } from '@/lib/api-client';

/** What a file chooser accepts. */
export const importFileAccept = WordImportLimits.extensions.join(',');

/** The choices of an import, as the screen holds them; null leaves the server's guess. */
export interface ImportChoices {
  deck: string | null;
  field: number | null;
  column: number | null;
  hasHeader: boolean | null;
  status: 'known' | 'to-learn';
}

export const initialChoices: ImportChoices = {
  deck: null,
  field: null,
  column: null,
  hasHeader: null,
  status: 'known',
};

export interface WordImportInput {
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
  /** The chosen file, or the pasted words sent as a text file. */
  file: File;
  choices: ImportChoices;
}

/** Pasted words travel as a text file, so that the server reads every kind of import one way. */
export const pastedFile = (text: string): File => new File([text], 'pasted.txt', { type: 'text/plain' });

/**
 * POST /api/word-import/{preview|confirm} (multipart): the fields, checked against the schema the
 * server reads them with, then the file.
 */
export async function sendWordImport(
  step: 'preview' | 'confirm',
  { learning, native, file, choices }: WordImportInput,
): Promise<WordImportResult> {
  const fields: Record<string, string> = {
    learning_lang: learning,
    translated_lang: native,
    status: choices.status,
    ...(choices.deck !== null ? { deck: choices.deck } : {}),
    ...(choices.field !== null ? { field: String(choices.field) } : {}),
    ...(choices.column !== null ? { column: String(choices.column) } : {}),
    ...(choices.hasHeader !== null ? { has_header: String(choices.hasHeader) } : {}),
  };
  WordImportFieldsSchema.parse(fields);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  return apiRequest(`/api/word-import/${step}`, {
    method: 'POST',
    body: form,
    schema: WordImportResultSchema,
    failureTexts: {
      status: (status) =>
        status === 413
          ? WordImportMessages.tooLarge
          : step === 'preview'
            ? WordImportMessages.failedToPreview
            : WordImportMessages.failedToImport,
    },
  });
}
