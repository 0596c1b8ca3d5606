import {
  type NativeLanguageCode,
  type StudyLanguageCode,
  SubtitleLimits,
  SubtitleUploadFieldsSchema,
  WordMessages,
} from '@cinevocab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { lineTranslationsQueryKey, titleFields, type WordTitle } from '@/title-words';
import { QueryKeys } from '@/lib/query-keys';

export interface SubtitleUploadInput {
  title: WordTitle;
  learning: StudyLanguageCode;
  /**
   * Given: the file is the title's translation into the learner's own language (its lines' track),
   * uploaded in that language; else it is the title's subtitles in the learning language.
   */
  translationInto?: NativeLanguageCode;
  file: File;
}

/**
 * Why a file cannot be uploaded, checked before anything is sent with the limits the server
 * applies (SubtitleLimits); null when it may go. The server still parses what it receives.
 */
export function subtitleFileProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!SubtitleLimits.extensions.some((extension) => name.endsWith(extension))) {
    return WordMessages.uploadWrongType;
  }
  if (file.size > SubtitleLimits.maxUploadBytes) return WordMessages.uploadTooLarge;
  return null;
}

/** What a file chooser accepts: the subtitle extensions. */
export const subtitleFileAccept = SubtitleLimits.extensions.join(',');

/**
 * POST /api/subtitles (multipart): the file and the fields naming its title and language, checked
 * against the same schema the server reads them with. A refusal (400, 413) is an ApiError with
 * the server's text; a proxy in front of the server may refuse a large body before the server sees
 * it, which still reads as the file being too large.
 */
export async function uploadSubtitles({
  title,
  learning,
  translationInto,
  file,
}: SubtitleUploadInput): Promise<void> {
  const fields: Record<string, string> = {
    ...titleFields(title),
    content_id: String(title.id),
    language: translationInto ?? learning,
  };
  SubtitleUploadFieldsSchema.parse(fields);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // The file goes last, so the server has read which title it is for when the bytes arrive.
  form.append('file', file, file.name);
  await apiRequest('/api/subtitles', {
    method: 'POST',
    body: form,
    schema: z.unknown(),
    failureTexts: {
      network: WordMessages.failedToFetchFromApi,
      status: (status) =>
        status === 413 ? WordMessages.uploadTooLarge : WordMessages.apiRequestFailed(status),
    },
  });
}

/**
 * Uploads a subtitle file, then asks the word service again about that title and language, now
 * that it has subtitles: everything cached under the title's key is out of date; a translation
 * makes only the title's translated lines out of date. `onUploaded` runs first, from here rather
 * than from `mutate`'s own callbacks, because the fresh request replaces the drop zone that asked,
 * and callbacks of an unmounted caller never run.
 */
export function useUploadSubtitles({ onUploaded }: { onUploaded?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSubtitles,
    onSuccess: (_, { title, learning, translationInto }) => {
      onUploaded?.();
      // Not awaited: the upload is done; the summary's own loading state takes over from here.
      void queryClient.invalidateQueries({
        queryKey:
          translationInto === undefined
            ? QueryKeys.titleWords(title, learning)
            : lineTranslationsQueryKey(title, learning, translationInto),
      });
    },
  });
}
