import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { AiProvider } from './ai-provider.js';

/** The model's failures that the offline data can stand in for: it is down, slow, or unreadable. */
const passingFailures = new Set(['UPSTREAM_FAILED', 'TIMEOUT', 'RATE_LIMITED']);

const isPassingFailure = (error: unknown): boolean =>
  error instanceof AppError && passingFailures.has(error.code);

/**
 * A model with the offline data behind it: the model answers first; when it is down, too slow or
 * refuses, the learner still gets the dictionaries' meaning, IPA and lines, not an error. Such an
 * answer is not stored, so the model is asked again next time.
 */
export function withOfflineFallback(
  model: AiProvider,
  offline: AiProvider,
  logger: FastifyBaseLogger,
): AiProvider {
  return {
    kind: model.kind,
    get id() {
      return model.id;
    },
    async translate(request) {
      try {
        return await model.translate(request);
      } catch (error) {
        if (!isPassingFailure(error)) throw error;
        logger.warn({ err: error }, 'the AI model failed: answering offline');
        const { response } = await offline.translate(request);
        return { response, isComplete: false };
      }
    },
    async generateExercises(request) {
      try {
        return await model.generateExercises(request);
      } catch (error) {
        if (!isPassingFailure(error)) throw error;
        logger.warn({ err: error }, 'the AI model failed: making the exercises offline');
        return offline.generateExercises(request);
      }
    },
  };
}
