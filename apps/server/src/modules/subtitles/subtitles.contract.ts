import { StudyLanguageCodeSchema } from '@cinevocab/core';
import { z } from 'zod';

// TODO(issue 4): these belong in packages/core/src/words.ts beside SubtitleUploadFieldsSchema,
// so the upload drop zone parses the same shapes; they are here until that file is free.

/** An uploaded subtitle file as the page sees it (never its bytes). */
export const SubtitleUploadSchema = z.object({
  id: z.string(),
  media_type: z.enum(['movie', 'episode']),
  content_id: z.number().int().positive(),
  language: StudyLanguageCodeSchema,
  tv_id: z.number().int().positive().nullable(),
  season_number: z.number().int().min(0).nullable(),
  episode_number: z.number().int().positive().nullable(),
  file_name: z.string(),
  size_bytes: z.number().int().min(0),
  format: z.enum(['srt', 'vtt', 'ass']),
  cues: z.number().int().min(0),
  /** When the file was uploaded or last replaced. */
  uploaded_at: z.string(),
  is_yours: z.boolean(),
  /** Whether the signed-in user may replace or delete it: its uploader (or anyone, once the uploader's account is gone). */
  can_change: z.boolean(),
});
export type SubtitleUpload = z.infer<typeof SubtitleUploadSchema>;

/** GET /api/subtitles?media_type&content_id&language */
export const SubtitleUploadQuerySchema = z.object({
  media_type: z.enum(['movie', 'episode']),
  content_id: z.coerce.number().int().positive(),
  language: StudyLanguageCodeSchema,
});
export type SubtitleUploadQuery = z.infer<typeof SubtitleUploadQuerySchema>;

/** The answer of GET /api/subtitles: the upload for that title and language, if any. */
export const SubtitleUploadLookupSchema = z.object({ upload: SubtitleUploadSchema.nullable() });
export type SubtitleUploadLookup = z.infer<typeof SubtitleUploadLookupSchema>;
