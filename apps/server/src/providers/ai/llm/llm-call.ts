import { AiMessages } from '@cinevocab/core';
import {
  APICallError,
  InvalidResponseDataError,
  JSONParseError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  TypeValidationError,
} from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../http/app-error.js';

/** The model's answer could not be used (malformed, not of the schema, no exercise left). */
export class BadModelAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BadModelAnswerError';
  }
}

export interface LlmCallOptions {
  /** For the whole call, its retry included. */
  timeoutMs: number;
  /** The pause before the one retry. */
  retryDelayMs: number;
  logger: FastifyBaseLogger;
  /** What is asked, for the logs ('translate', 'generate-exercises'). */
  task: string;
}

type Failure =
  | { kind: 'transient'; status: number | undefined }
  | { kind: 'refused-key' }
  | { kind: 'bad-answer' }
  | { kind: 'other' };

function classify(error: unknown): Failure {
  if (error instanceof BadModelAnswerError) return { kind: 'bad-answer' };
  if (
    NoObjectGeneratedError.isInstance(error) ||
    NoOutputGeneratedError.isInstance(error) ||
    TypeValidationError.isInstance(error) ||
    JSONParseError.isInstance(error) ||
    InvalidResponseDataError.isInstance(error)
  ) {
    return { kind: 'bad-answer' };
  }
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === 401 || status === 403) return { kind: 'refused-key' };
    // No status: the server could not be reached (refused, reset, DNS).
    if (status === undefined || status === 429 || status === 408 || status >= 500) {
      return { kind: 'transient', status };
    }
    // A 2xx whose body is not the API's JSON.
    if (status >= 200 && status < 300) return { kind: 'bad-answer' };
  }
  return { kind: 'other' };
}

function appErrorOf(failure: Failure): AppError {
  switch (failure.kind) {
    case 'transient':
      return failure.status === 429
        ? new AppError('RATE_LIMITED', AiMessages.providerUnavailable)
        : new AppError('UPSTREAM_FAILED', AiMessages.providerUnavailable);
    case 'refused-key':
      return new AppError('UPSTREAM_FAILED', AiMessages.providerRefusedKey);
    case 'bad-answer':
      return new AppError('UPSTREAM_FAILED', AiMessages.providerBadAnswer);
    case 'other':
      return new AppError('UPSTREAM_FAILED', AiMessages.providerUnavailable);
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * One model call under a deadline, tried again once after a transient failure (unreachable,
 * 5xx, 429), and every failure made an AppError the learner can read: a timeout TIMEOUT, a
 * refused key or a bad answer UPSTREAM_FAILED with its own text, a 429 RATE_LIMITED.
 */
export async function callModel<T>(
  attempt: (signal: AbortSignal) => Promise<T>,
  { timeoutMs, retryDelayMs, logger, task }: LlmCallOptions,
): Promise<T> {
  const signal = AbortSignal.timeout(timeoutMs);
  const started = performance.now();
  for (let tries = 1; ; tries++) {
    try {
      return await attempt(signal);
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      if (signal.aborted) {
        logger.warn({ task, ms, tries }, 'the AI model took too long');
        throw new AppError('TIMEOUT', AiMessages.providerTimedOut);
      }
      const failure = classify(error);
      if (failure.kind === 'transient' && tries === 1) {
        logger.info({ task, err: error, status: failure.status }, 'the AI model failed; trying once more');
        try {
          await pause(retryDelayMs, signal);
        } catch {
          throw new AppError('TIMEOUT', AiMessages.providerTimedOut);
        }
        continue;
      }
      logger.warn(
        { task, err: error, failure: failure.kind, ms, tries },
        'the AI model gave no usable answer',
      );
      throw appErrorOf(failure);
    }
  }
}
