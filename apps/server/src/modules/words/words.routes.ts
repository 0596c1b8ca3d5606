import {
  isStudyLanguageCode,
  Messages,
  type RunPipelineResponse,
  RunPipelineQuerySchema,
  WordMessages,
} from '@cinevocab/core';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { Auth } from '../../auth/auth.js';
import { requireUser } from '../../auth/session-guard.js';
import { AppError } from '../../http/app-error.js';
import { parseOrThrow } from '../../http/validation.js';
import { titleRefOf } from './catalog-title.js';
import type { PipelineRequest, WordService } from './words.service.js';

/**
 * The word service (spec 01 §3, §7; issue 4). Its answers keep the spec's envelope,
 * `{success, data, meta}` or `{success: false, error, code}`, failures included, with the HTTP
 * status of the code. Signed-in users only.
 */
export const wordsRoutes =
  (auth: Auth, words: WordService): FastifyPluginAsync =>
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        const body: RunPipelineResponse = { success: false, error: error.message, code: error.code };
        return reply.status(error.status).send(body);
      }
      request.log.error({ err: error }, 'word service request failed');
      const body: RunPipelineResponse = { success: false, error: Messages.errorDetail, code: 'INTERNAL' };
      return reply.status(500).send(body);
    });
    app.addHook('preHandler', requireUser(auth));

    app.get('/api/words/run_pipeline', async (request): Promise<RunPipelineResponse> => {
      const { data, meta } = await words.runPipeline(pipelineRequestOf(request.query));
      return {
        success: true,
        data,
        meta: {
          lexicon_version: meta.lexiconVersion,
          subtitle_source: meta.sourceKind,
          analysed_at: meta.analysedAt.toISOString(),
        },
      };
    });
  };

/**
 * The query, checked in the order the page needs to tell its problems apart: no id (the spec's
 * texts by media type), an episode without its show/season/number, a language we do not teach,
 * then the rest of the contract.
 */
function pipelineRequestOf(rawQuery: unknown): PipelineRequest {
  const raw = (rawQuery ?? {}) as Record<string, unknown>;
  const mediaType = raw.media_type ?? 'movie';
  const hasId = typeof raw.tmdb_id === 'string' && /^[1-9]\d*$/.test(raw.tmdb_id.trim());
  if (!hasId) {
    throw new AppError(
      'VALIDATION_ERROR',
      mediaType === 'movie'
        ? WordMessages.tmdbIdNotAvailableForMovie
        : mediaType === 'episode'
          ? WordMessages.episodeDetailsNotAvailable
          : WordMessages.tmdbIdNotAvailable,
    );
  }
  if (mediaType === 'episode' && [raw.tv_id, raw.season_number, raw.episode_number].some(isBlank)) {
    throw new AppError('VALIDATION_ERROR', WordMessages.episodeDetailsNotAvailable);
  }
  if (!isBlank(raw.language) && !isStudyLanguageCode(raw.language)) {
    throw new AppError('VALIDATION_ERROR', WordMessages.unsupportedLanguage(String(raw.language)));
  }
  const query = parseOrThrow(RunPipelineQuerySchema, raw);
  if (query.tmdb_id === undefined) throw new AppError('VALIDATION_ERROR', WordMessages.tmdbIdNotAvailable);
  const title = titleRefOf({ ...query, content_id: query.tmdb_id }, WordMessages.episodeDetailsNotAvailable);
  return { title, language: query.language, type: query.type };
}

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
