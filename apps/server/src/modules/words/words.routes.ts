import {
  isStudyLanguageCode,
  RunPipelineEnvelope,
  RunPipelineQuerySchema,
  TranscriptQuerySchema,
  type Transcript,
  WordMessages,
} from '@cinevocab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../../auth/auth.js';
import { requireUser } from '../../auth/session-guard.js';
import { AppError } from '../../http/app-error.js';
import { titleRefOf } from './catalog-title.js';
import type { WordService } from './words.service.js';

/**
 * The query, checked first in the order the page needs to tell its problems apart: no id (the
 * page's texts by media type), an episode without its show, season and number, a language we do
 * not teach; then the rest of the contract.
 */
const PipelineQuerySchema = z
  .record(z.string(), z.unknown())
  .superRefine((raw, context) => {
    const problem = firstProblemOf(raw);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .pipe(RunPipelineQuerySchema);

/**
 * The word service: a title's summary, vocabulary or sentences in a language, for signed-in users.
 * Its answers keep the wire format the page reads, `{success, data, meta}` or
 * `{success: false, error, code}`, failures included, with the HTTP status of the code. A title's
 * transcript is a newer route, answered and refused as the app's other routes are.
 */
export const wordsRoutes =
  (auth: Auth, words: WordService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requireUser(auth));

    app.get(
      '/api/words/run_pipeline',
      {
        schema: { querystring: PipelineQuerySchema },
        config: { errorFormat: RunPipelineEnvelope.failure },
      },
      async (request) => {
        const query = request.query;
        if (query.tmdb_id === undefined) {
          throw new AppError('VALIDATION_ERROR', WordMessages.tmdbIdNotAvailable);
        }
        if (query.media_type === 'season') {
          const { data, meta } = await words.runSeasonPipeline({
            season: { tvId: query.tmdb_id, seasonNumber: query.season_number! },
            learningLanguage: query.language,
            type: query.type,
          });
          return RunPipelineEnvelope.success(data, {
            lexicon_version: meta.lexiconVersion,
            subtitle_source: meta.sourceKind,
            analysed_at: meta.analysedAt.toISOString(),
          });
        }
        const title = titleRefOf(
          { ...query, media_type: query.media_type, content_id: query.tmdb_id },
          WordMessages.episodeDetailsNotAvailable,
        );
        const { data, meta } = await words.runPipeline({
          title,
          learningLanguage: query.language,
          type: query.type,
        });
        return RunPipelineEnvelope.success(data, {
          lexicon_version: meta.lexiconVersion,
          subtitle_source: meta.sourceKind,
          analysed_at: meta.analysedAt.toISOString(),
        });
      },
    );

    app.get('/api/words/transcript', { schema: { querystring: TranscriptQuerySchema } }, async (request) => {
      const query = request.query;
      const title = titleRefOf(
        { ...query, content_id: query.tmdb_id },
        WordMessages.episodeDetailsNotAvailable,
      );
      const { data, meta } = await words.transcript(title, query.language);
      // Not parsed again here: the lines come from the lexicon's typed analysis, and checking
      // thousands of tuples on every answer would cost more than the answer's build.
      const answer: Transcript = {
        lexicon_version: meta.lexiconVersion,
        words: data.words,
        lines: data.lines,
      };
      return answer;
    });
  };

function firstProblemOf(raw: Record<string, unknown>): string | undefined {
  const mediaType = raw.media_type ?? 'movie';
  const hasId = typeof raw.tmdb_id === 'string' && /^[1-9]\d*$/.test(raw.tmdb_id.trim());
  if (!hasId) {
    return mediaType === 'movie'
      ? WordMessages.tmdbIdNotAvailableForMovie
      : mediaType === 'episode'
        ? WordMessages.episodeDetailsNotAvailable
        : mediaType === 'season'
          ? WordMessages.seasonDetailsNotAvailable
          : WordMessages.tmdbIdNotAvailable;
  }
  if (mediaType === 'episode' && [raw.tv_id, raw.season_number, raw.episode_number].some(isBlank)) {
    return WordMessages.episodeDetailsNotAvailable;
  }
  if (mediaType === 'season' && isBlank(raw.season_number)) return WordMessages.seasonDetailsNotAvailable;
  if (!isBlank(raw.language) && !isStudyLanguageCode(raw.language)) {
    return WordMessages.unsupportedLanguage(String(raw.language));
  }
  return undefined;
}

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
