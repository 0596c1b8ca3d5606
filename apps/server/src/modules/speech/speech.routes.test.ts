import { ApiErrorBodySchema, Messages, SpeechLimits, speechAudioPath, StudyMessages } from '@cinevocab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/test-database.js';
import {
  type Account,
  cookieHeader,
  createSignedInUser,
  get,
  startTestServer,
  type TestServer,
} from '../../../test/test-server.js';

describe.each(databaseKinds)('spoken words on %s', (kind) => {
  let server: TestServer;
  let learner: Account;
  beforeAll(async () => {
    server = await startTestServer(kind);
    learner = await createSignedInUser(server, 'speech');
  });
  afterAll(async () => {
    await server?.close();
  });

  const speech = (language: string, text: string, who: Account | null = learner) =>
    get(server, speechAudioPath(language, text), who ? cookieHeader(who.cookie) : {});
  const refusal = async (response: Response) => ApiErrorBodySchema.parse(await response.json());

  it('says a word as a WAV file the browser may keep for a day', async () => {
    const response = await speech('es', '  casa ');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('cache-control')).toBe('private, max-age=86400');
    const wav = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(wav.subarray(0, 4))).toBe('RIFF');
    expect(new TextDecoder().decode(wav.subarray(8, 12))).toBe('WAVE');
    expect(wav.byteLength).toBeGreaterThan(10_000);
  });

  it('says a subtitle sentence of the longest length', async () => {
    const sentence = 'La casa es grande. '.repeat(20).slice(0, SpeechLimits.textMaxLength);
    const response = await speech('es', sentence);
    expect(response.status).toBe(200);
  });

  it('is for signed-in learners only', async () => {
    const response = await speech('es', 'casa', null);
    expect(response.status).toBe(401);
    expect(await refusal(response)).toEqual({
      code: 'UNAUTHENTICATED',
      message: Messages.authenticationRequired,
    });
  });

  it('refuses a language it does not teach, an empty text and a text longer than a sentence', async () => {
    for (const [language, text] of [
      ['pt', 'casa'],
      ['es', '   '],
      ['es', 'a'.repeat(SpeechLimits.textMaxLength + 1)],
      ['es', 'ca\u0000sa'],
    ] as const) {
      const response = await speech(language, text);
      expect(response.status, `${language} ${JSON.stringify(text)}`).toBe(400);
      expect((await refusal(response)).code).toBe('VALIDATION_ERROR');
    }
    const noText = await get(server, '/api/speech/es', cookieHeader(learner.cookie));
    expect(noText.status).toBe(400);
    expect((await refusal(noText)).code).toBe('VALIDATION_ERROR');
  });

  it('says so when a text has nothing to pronounce', async () => {
    const response = await speech('es', '...');
    expect(response.status).toBe(404);
    expect(await refusal(response)).toEqual({ code: 'NOT_FOUND', message: StudyMessages.nothingToPronounce });
  });
});
