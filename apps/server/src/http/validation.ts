import type { FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';
import { AppError } from './app-error.js';

interface Problem {
  /** The field, dotted (`words.0.word`); empty for the input as a whole. */
  path: string;
  message: string;
}

/** A 400 that lists every problem, each after its field: `language: Invalid option: …`. */
function validationError(problems: readonly Problem[]): AppError {
  const messages = problems.map(({ path, message }) => (path ? `${path}: ${message}` : message));
  return new AppError('VALIDATION_ERROR', messages[0] ?? 'Invalid input', messages);
}

/**
 * Fastify's `schemaErrorFormatter`: a route's contract (its `schema`, read by
 * fastify-type-provider-zod) refused the params, body, query or headers.
 */
export function schemaErrorFormatter(errors: FastifySchemaValidationError[]): Error {
  return validationError(
    errors.map((error) => ({
      path: error.instancePath.slice(1).replaceAll('/', '.'),
      message: error.message ?? '',
    })),
  );
}

/**
 * Parses input that no route schema reads (a body forwarded to better-auth, a save read record by
 * record) with a shared contract, refused alike.
 */
export function parseOrThrow<Schema extends z.core.$ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const parsed = z.safeParse(schema, input);
  if (parsed.success) return parsed.data;
  throw validationError(
    parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}
