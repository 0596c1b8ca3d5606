import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from '../env.js';
import { clientErrorHandler, frameworkErrors } from '../http/error-handler.js';
import { schemaErrorFormatter } from '../http/validation.js';
import { createProcessPronouncer } from '../providers/speech/process-pronouncer.js';
import type { Pronouncer } from '../providers/speech/pronouncer.js';

/** Fastify with the settings' logging and proxy trust, every failure sent to the one error path. */
export function createFastifyInstance(env: Env): FastifyInstance {
  const app = Fastify({
    logger: { level: env.LOG_LEVEL },
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    clientErrorHandler,
    frameworkErrors,
    schemaErrorFormatter,
    // One line per request only when debugging: the useful events are logged where they happen.
    logController: new LogController({
      disableRequestLogging: env.LOG_LEVEL !== 'debug' && env.LOG_LEVEL !== 'trace',
    }),
  });
  app.decorateRequest('signedInUser', null);
  return app;
}

/** The given pronouncer, else eSpeak NG in a process of its own, started on the first word and ended with the app (decision 037). */
export function startPronouncer(app: FastifyInstance, given: Pronouncer | undefined): Pronouncer {
  if (given) return given;
  const spokenWords = createProcessPronouncer();
  app.addHook('onClose', async () => spokenWords.close());
  return spokenWords;
}

/** Routes declare their params, query, body and headers with the contracts of packages/core. */
export function useContractValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
}

function trustProxySetting(value: string | undefined): boolean | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
