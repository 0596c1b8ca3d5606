import type { z } from 'zod';
import { AppError } from './app-error.js';

/** Parses input with a shared contract; a failure is a 400 listing every problem. */
export function parseOrThrow<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const messages = parsed.error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
  throw new AppError('VALIDATION_ERROR', messages[0] ?? 'Invalid input', messages);
}
