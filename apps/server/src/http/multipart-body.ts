import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/** What a route says when a multipart body cannot be read, in its own words. */
export interface MultipartFailureTexts {
  tooLarge: string;
  notMultipart: string;
  tooManyFiles: string;
  tooManyFields: string;
  malformed: string;
}

export interface MultipartBody {
  fields: Record<string, string>;
  /** The file part, if any; a later file part replaces an earlier one (the limits allow one). */
  file: { fileName: string; bytes: Uint8Array } | undefined;
}

/**
 * Refuses a multipart body sent compressed (a `Content-Encoding` other than identity), before any
 * of it is read; register it as the route's onRequest hook. Browsers never compress what they
 * upload. Worse, the multipart reader takes the body as it arrived, while the reply compressor's
 * request decompression also starts inflating it and stops reading once nobody takes its output:
 * a large compressed body was left half-read, with no answer.
 */
export function refuseCompressedBody(message: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (encoding !== undefined && encoding !== '' && encoding !== 'identity') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', message);
    }
  };
}

/**
 * Reads a multipart body: its text fields and its file. Nothing here reads anything but the
 * client's body, so whatever fails is the client's: busboy's errors (no boundary, a wrong one, a
 * body cut short) carry no code of their own and would otherwise leave as a 500.
 */
export async function readMultipartBody(
  request: FastifyRequest,
  texts: MultipartFailureTexts,
): Promise<MultipartBody> {
  const fields: Record<string, string> = {};
  let file: MultipartBody['file'];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        file = { fileName: part.filename, bytes: new Uint8Array(await part.toBuffer()) };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw multipartError(error, texts);
  }
  return { fields, file };
}

function multipartError(error: unknown, texts: MultipartFailureTexts): AppError {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', texts.tooLarge);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('VALIDATION_ERROR', texts.notMultipart);
    case 'FST_FILES_LIMIT':
      return new AppError('VALIDATION_ERROR', texts.tooManyFiles);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('VALIDATION_ERROR', texts.tooManyFields);
    default:
      return new AppError('VALIDATION_ERROR', texts.malformed);
  }
}
