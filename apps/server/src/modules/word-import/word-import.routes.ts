import multipart from '@fastify/multipart';
import {
  ImportedWordsSchema,
  WordImportFieldsSchema,
  WordImportFileNameSchema,
  WordImportLimits,
  WordImportMessages,
  WordImportPairQuerySchema,
  WordImportResultSchema,
} from '@cinevocab/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth.js';
import { requireUser, userOf } from '../../auth/session-guard.js';
import { AppError } from '../../http/app-error.js';
import { readMultipartBody, refuseCompressedBody } from '../../http/multipart-body.js';
import { parseOrThrow } from '../../http/validation.js';
import type { WordImportService } from './word-import.service.js';

/**
 * The import of known words: POST a file (an Anki package, a CSV or TSV file, or pasted words as
 * a text file) with the fields of WordImportFieldsSchema to /preview to see what it would do, and
 * the same to /confirm to do it. GET counts the language pair's imported words; DELETE undoes them.
 * The body is multipart, read as it streams in, so its fields are read with their contract there.
 */
export const wordImportRoutes =
  (auth: Auth, imports: WordImportService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: WordImportLimits.maxUploadBytes, files: 1, fields: 10, fieldSize: 100, parts: 12 },
    });
    app.addHook('onRequest', refuseCompressedBody(WordImportMessages.compressed));
    app.addHook('preValidation', requireUser(auth));

    app.post('/api/word-import/preview', async (request) => {
      const { fields, file } = await readImport(request);
      return WordImportResultSchema.parse(await imports.preview(userOf(request).id, file, fields));
    });

    app.post('/api/word-import/confirm', async (request) => {
      const { fields, file } = await readImport(request);
      return WordImportResultSchema.parse(await imports.confirm(userOf(request).id, file, fields));
    });

    app.get('/api/word-import', { schema: { querystring: WordImportPairQuerySchema } }, async (request) => {
      const pair = {
        learningLanguage: request.query.learning_lang,
        nativeLanguage: request.query.translated_lang,
      };
      return ImportedWordsSchema.parse({ imported: await imports.importedCount(userOf(request).id, pair) });
    });

    app.delete(
      '/api/word-import',
      { schema: { querystring: WordImportPairQuerySchema } },
      async (request) => {
        const pair = {
          learningLanguage: request.query.learning_lang,
          nativeLanguage: request.query.translated_lang,
        };
        return ImportedWordsSchema.parse({ imported: await imports.undo(userOf(request).id, pair) });
      },
    );
  };

/** Reads the multipart body: its fields, checked by their contract, and its one file. */
async function readImport(request: FastifyRequest) {
  const { fields, file } = await readMultipartBody(request, {
    tooLarge: WordImportMessages.tooLarge,
    notMultipart: WordImportMessages.notMultipart,
    tooManyFiles: WordImportMessages.tooManyFields,
    tooManyFields: WordImportMessages.tooManyFields,
    malformed: WordImportMessages.malformed,
  });
  const parsed = parseOrThrow(WordImportFieldsSchema, fields);
  if (!file || file.bytes.length === 0)
    throw new AppError('VALIDATION_ERROR', WordImportMessages.fileMissing);
  return {
    fields: parsed,
    file: { ...file, fileName: parseOrThrow(WordImportFileNameSchema, file.fileName) },
  };
}
