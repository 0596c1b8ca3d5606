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
import { parseOrThrow } from '../../http/validation.js';
import type { ImportFile, WordImportService } from './word-import.service.js';

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
  const fields: Record<string, string> = {};
  let file: ImportFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        file = { fileName: part.filename, bytes: new Uint8Array(await part.toBuffer()) };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw multipartError(error);
  }
  const parsed = parseOrThrow(WordImportFieldsSchema, fields);
  if (!file || file.bytes.length === 0)
    throw new AppError('VALIDATION_ERROR', WordImportMessages.fileMissing);
  return {
    fields: parsed,
    file: { ...file, fileName: parseOrThrow(WordImportFileNameSchema, file.fileName) },
  };
}

/** Whatever fails while reading the body is the client's: busboy's errors carry no code of their own. */
function multipartError(error: unknown): AppError {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', WordImportMessages.tooLarge);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('VALIDATION_ERROR', WordImportMessages.notMultipart);
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('VALIDATION_ERROR', WordImportMessages.tooManyFields);
    default:
      return new AppError('VALIDATION_ERROR', WordImportMessages.malformed);
  }
}
