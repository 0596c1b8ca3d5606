import { Limits, Messages } from '@cinevocab/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

/**
 * JSON bodies are refused past Limits.jsonMaxDepth before they are parsed: everything after the
 * parser walks a body recursively (zod, JSON.stringify when a body is forwarded to better-auth,
 * better-auth's own hooks), and a body nested thousands deep overflowed the stack there.
 * Registered on the root instance, so every route, better-auth's included, gets this parser.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  // Fastify's own parser (empty bodies, prototype poisoning), run once the depth is known.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (isNestedDeeperThan(body as string, Limits.jsonMaxDepth)) {
      done(new AppError('VALIDATION_ERROR', Messages.jsonTooDeep), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}

/**
 * Whether objects and arrays nest deeper than `limit` in a JSON text, read in one pass without
 * recursion. Brackets inside strings do not count; an invalid text may get either answer, and the
 * parser refuses it anyway.
 */
export function isNestedDeeperThan(json: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < json.length; index += 1) {
    const char = json.charCodeAt(index);
    if (inString) {
      if (char === backslash) index += 1;
      else if (char === quote) inString = false;
    } else if (char === quote) {
      inString = true;
    } else if (char === openBrace || char === openBracket) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === closeBrace || char === closeBracket) {
      depth -= 1;
    }
  }
  return false;
}

const quote = 0x22;
const backslash = 0x5c;
const openBrace = 0x7b;
const closeBrace = 0x7d;
const openBracket = 0x5b;
const closeBracket = 0x5d;
