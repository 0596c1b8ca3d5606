import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The headers helmet adds to an answer with these options, found once by asking a throwaway
 * Fastify app with helmet and one without. @fastify/helmet builds helmet's middleware again on
 * every request (its options checked, the content security policy written out anew), about a
 * twentieth of a stored word summary's time, for headers that never change while the server runs.
 */
export async function helmetHeadersFor(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const [withHelmet, without] = await Promise.all([
    answerHeadersOf(async (probe) => {
      await probe.register(helmet, options);
    }),
    answerHeadersOf(async () => {}),
  ]);
  return Object.fromEntries(Object.entries(withHelmet).filter(([name, value]) => without[name] !== value));
}

async function answerHeadersOf(setUp: (probe: FastifyInstance) => Promise<void>) {
  const probe = Fastify();
  try {
    await setUp(probe);
    probe.get('/', async () => 'ok');
    const answer = await probe.inject('/');
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string') headers[name] = value;
      else if (Array.isArray(value)) headers[name] = value.join(', ');
      else if (value !== undefined) headers[name] = String(value);
    }
    return headers;
  } finally {
    await probe.close();
  }
}
