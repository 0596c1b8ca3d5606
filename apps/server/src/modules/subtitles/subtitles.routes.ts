import multipart from '@fastify/multipart';
import {
  isSubtitleLanguageCode,
  SubtitleFileNameSchema,
  SubtitleLimits,
  SubtitleUploadFieldsSchema,
  WordMessages,
  SubtitleUploadQuerySchema,
} from '@cinevocab/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../../auth/auth.js';
import { requireUser, userOf } from '../../auth/session-guard.js';
import { AppError } from '../../http/app-error.js';
import { readMultipartBody, refuseCompressedBody } from '../../http/multipart-body.js';
import { parseOrThrow } from '../../http/validation.js';
import { titleRefOf } from '../words/index.js';

import type { ReceivedFile, SubtitleService } from './subtitles.service.js';

const IdParams = z.object({ id: z.uuid() });

/**
 * Subtitle uploads: one file per title and language, shared by every user of this server; its
 * uploader may replace or delete it. Files arrive as multipart/form-data, a `file` and the fields
 * of SubtitleUploadFieldsSchema, read as they stream in, so the fields are read with their
 * contract there rather than by a route schema. Signed-in users only.
 */
export const subtitlesRoutes =
  (auth: Auth, subtitles: SubtitleService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: SubtitleLimits.maxUploadBytes, files: 1, fields: 20, fieldSize: 1000, parts: 25 },
    });
    app.addHook('onRequest', refuseCompressedBody(WordMessages.uploadCompressed));
    app.addHook('preValidation', requireUser(auth));

    app.get('/api/subtitles', { schema: { querystring: SubtitleUploadQuerySchema } }, (request) =>
      subtitles.lookup(request.query, userOf(request).id),
    );

    app.post('/api/subtitles', async (request, reply) => {
      const { fields, file } = await readUpload(request);
      // A learning language, or a learner's own (a title's translation track).
      if (!isBlankField(fields.language) && !isSubtitleLanguageCode(fields.language)) {
        throw new AppError('VALIDATION_ERROR', WordMessages.unsupportedLanguage(String(fields.language)));
      }
      const upload = parseOrThrow(SubtitleUploadFieldsSchema, fields);
      const title = titleRefOf(upload, WordMessages.episodeDetailsNotAvailable);
      const saved = await subtitles.upload(title, upload.language, file, userOf(request).id);
      return reply.status(saved.isNew ? 201 : 200).send(saved.upload);
    });

    app.put('/api/subtitles/:id', { schema: { params: IdParams } }, async (request) => {
      const { file } = await readUpload(request);
      return subtitles.replace(request.params.id, file, userOf(request).id);
    });

    app.delete('/api/subtitles/:id', { schema: { params: IdParams } }, async (request, reply) => {
      await subtitles.remove(request.params.id, userOf(request).id);
      return reply.status(204).send();
    });
  };

/** Reads the multipart body: its fields, and its one file, refused past 2 MB. */
async function readUpload(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file: ReceivedFile }> {
  const { fields, file } = await readMultipartBody(request, {
    tooLarge: WordMessages.uploadTooLarge,
    notMultipart: WordMessages.uploadNotMultipart,
    tooManyFiles: WordMessages.uploadOneFileOnly,
    tooManyFields: WordMessages.uploadTooManyFields,
    malformed: WordMessages.uploadMalformed,
  });
  if (!file) throw new AppError('VALIDATION_ERROR', WordMessages.uploadFileMissing);
  // The name is stored and shown to everyone: it follows the contract's text rule.
  return { fields, file: { ...file, fileName: parseOrThrow(SubtitleFileNameSchema, file.fileName) } };
}

const isBlankField = (value: string | undefined): boolean => value === undefined || value.trim() === '';
