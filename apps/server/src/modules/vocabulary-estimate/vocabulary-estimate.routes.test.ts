import path from 'node:path';
import {
  ProgressItemsSchema,
  type SavedWordInput,
  VocabularyCheckPlan,
  VocabularyCheckStepSchema,
  VocabularyEstimateApplyResultSchema,
  VocabularyEstimateMessages,
  VocabularyEstimateSchema,
  VocabularyEstimateStateSchema,
} from '@cinevocab/core';
import { type LemmaTable, loadLexicon } from '@cinevocab/lexicon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/test-database.js';
import {
  type Account,
  cookieHeader,
  createSignedInUser,
  get,
  sendJson,
  startTestServer,
  type TestServer,
} from '../../../test/test-server.js';
import { repositoryRoot } from '../../env.js';

/**
 * The word tables the lexicon's tests build (data/lexicon-test); a language missing there is built
 * in memory from the committed data, the same tables, only slower.
 */
const lexiconDir = path.join(repositoryRoot, 'data/lexicon-test');
let spanish: LemmaTable;

const pair = { learning_lang: 'es', translated_lang: 'en' } as const;
const pairQuery = 'learning_lang=es&translated_lang=en';

/** A learner who knows exactly the 2,000 most frequent Spanish lemmas, and no made-up word. */
const knowsTop2000 = (word: string) => (spanish.lemma(word)?.rank ?? Infinity) <= 2_000;

describe.each(databaseKinds)('the vocabulary check on %s', (kind) => {
  let server: TestServer;
  let learner: Account;
  const auth = (who: Account) => cookieHeader(who.cookie);

  const post = async (who: Account, route: string, body: unknown) =>
    sendJson(server, 'POST', `/api/vocabulary-estimate/${route}`, body, auth(who));
  const remove = (who: Account, query: string) =>
    fetch(`${server.baseUrl}/api/vocabulary-estimate/apply?${query}`, {
      method: 'DELETE',
      headers: { origin: server.origin, ...auth(who) },
    });
  const stateOf = async (who: Account) => {
    const response = await get(server, `/api/vocabulary-estimate?${pairQuery}`, auth(who));
    expect(response.status).toBe(200);
    return VocabularyEstimateStateSchema.parse(await response.json());
  };
  const statuses = async (who: Account, tokens: string[]) => {
    const response = await sendJson(
      server,
      'POST',
      '/api/data/user/words/filter-by-tokens',
      { tokens, ...pair },
      auth(who),
    );
    expect(response.status).toBe(200);
    const items = ProgressItemsSchema.parse(await response.json());
    return Object.fromEntries(items.map((item) => [item.token, item.status]));
  };

  /** Takes the whole check through the routes, answering each shown word as `answer` says. */
  async function takeCheck(who: Account, answer: (word: string) => boolean) {
    const started = await post(who, 'start', { learning_lang: 'es' });
    expect(started.status).toBe(200);
    let step = VocabularyCheckStepSchema.parse(await started.json());
    const answers: boolean[] = [];
    const shown: string[] = [];
    while (step.word !== null) {
      shown.push(step.word);
      answers.push(answer(step.word));
      const next = await post(who, 'answer', { learning_lang: 'es', seed: step.seed, answers });
      expect(next.status).toBe(200);
      step = VocabularyCheckStepSchema.parse(await next.json());
      expect(step.answered).toBe(answers.length);
    }
    const finished = await post(who, 'finish', { learning_lang: 'es', seed: step.seed, answers });
    expect(finished.status).toBe(200);
    return { result: VocabularyEstimateSchema.parse(await finished.json()), shown, seed: step.seed, answers };
  }

  beforeAll(async () => {
    spanish = loadLexicon({ dir: lexiconDir, languages: ['es'] }).tables.get('es')!;
    server = await startTestServer(kind, { AUTH_RATE_LIMIT_DISABLED: '1', LEXICON_DIR: lexiconDir });
    learner = await createSignedInUser(server, 'estimate');
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it('estimates a learner who knows the 2,000 commonest words, keeps the result, applies it and undoes it', async () => {
    // Before: nothing kept. The learner has marked one common word to learn, and one known.
    expect(await stateOf(learner)).toEqual({ estimate: null, applied_words: 0 });
    const own: SavedWordInput[] = [
      { token: 'es:casa', word: 'casa', ...pair, status: 2, difficulty: 1 },
      { token: 'es:perro', word: 'perro', ...pair, status: 1, difficulty: 2 },
    ];
    expect((await sendJson(server, 'POST', '/api/data/user/words/bulk', own, auth(learner))).status).toBe(
      200,
    );

    const { result, shown } = await takeCheck(learner, knowsTop2000);
    expect(shown).toHaveLength(VocabularyCheckPlan.items);
    // Some shown words are made up: no lemma of the table.
    expect(shown.filter((word) => spanish.lemma(word) === undefined)).toHaveLength(
      VocabularyCheckPlan.pseudowords,
    );
    expect(result.reliable).toBe(true);
    expect(Math.abs(result.estimate / 2_000 - 1)).toBeLessThanOrEqual(0.15);
    expect(result.low).toBeLessThanOrEqual(result.estimate);
    expect(result.high).toBeGreaterThanOrEqual(result.estimate);
    expect((await stateOf(learner)).estimate).toEqual(result);

    // Apply: the common words become known, the learner's own marks stay as they were.
    const applied = await post(learner, 'apply', pair);
    expect(applied.status).toBe(200);
    const { words } = VocabularyEstimateApplyResultSchema.parse(await applied.json());
    expect(words).toBeGreaterThan(result.estimate * 0.8);
    expect(words).toBeLessThanOrEqual(result.estimate);
    expect((await stateOf(learner)).applied_words).toBe(words);
    const common = ['es:tiempo', 'es:hablar', 'es:casa', 'es:perro'];
    expect(await statuses(learner, [...common, 'es:zanahoria'])).toEqual({
      'es:tiempo': 1,
      'es:hablar': 1,
      'es:casa': 2,
      'es:perro': 1,
    });

    // The learner's own mark on an estimated word makes it theirs: the undo keeps it.
    const mine: SavedWordInput[] = [
      { token: 'es:hablar', word: 'hablar', ...pair, status: 2, difficulty: 1 },
    ];
    expect((await sendJson(server, 'POST', '/api/data/user/words/bulk', mine, auth(learner))).status).toBe(
      200,
    );

    // Applying again replaces the earlier apply, it does not add to it.
    const again = VocabularyEstimateApplyResultSchema.parse(
      await (await post(learner, 'apply', pair)).json(),
    );
    expect(again.words).toBe(words - 1);

    const undone = await remove(learner, pairQuery);
    expect(undone.status).toBe(200);
    expect(VocabularyEstimateApplyResultSchema.parse(await undone.json()).words).toBe(words - 1);
    expect(await statuses(learner, common)).toEqual({ 'es:hablar': 2, 'es:casa': 2, 'es:perro': 1 });
    expect((await stateOf(learner)).applied_words).toBe(0);
    // The result itself stays, to be applied again.
    expect((await stateOf(learner)).estimate?.estimate).toBe(result.estimate);
  });

  it('flags a learner who says yes to everything, refuses to apply it, and lets a new check replace it', async () => {
    const overclaimer = await createSignedInUser(server, 'overclaimer');
    const { result } = await takeCheck(overclaimer, () => true);
    expect(result.reliable).toBe(false);
    expect(result.false_alarms).toBe(VocabularyCheckPlan.pseudowords);

    const refused = await post(overclaimer, 'apply', pair);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      code: 'CONFLICT',
      message: VocabularyEstimateMessages.notReliable,
    });
    expect((await stateOf(overclaimer)).applied_words).toBe(0);

    // Taken again, honestly this time: the new result replaces the flagged one.
    const { result: honest } = await takeCheck(overclaimer, knowsTop2000);
    expect(honest.reliable).toBe(true);
    expect((await stateOf(overclaimer)).estimate).toEqual(honest);
  });

  it('refuses checks and applies it cannot make sense of, with the error envelope', async () => {
    const newcomer = await createSignedInUser(server, 'newcomer');
    const refusals: [Response, number][] = [
      [await post(newcomer, 'apply', pair), 404],
      [await post(newcomer, 'start', { learning_lang: 'xx' }), 400],
      [await post(newcomer, 'answer', { learning_lang: 'es', seed: -1, answers: [] }), 400],
      [await post(newcomer, 'answer', { learning_lang: 'es', seed: 1, answers: Array(49).fill(true) }), 400],
      [await post(newcomer, 'answer', { learning_lang: 'es', seed: 1, answers: ['yes'] }), 400],
      [await post(newcomer, 'finish', { learning_lang: 'es', seed: 1, answers: [true, false] }), 400],
      [await remove(newcomer, 'learning_lang=es'), 400],
    ];
    for (const [response, status] of refusals) {
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    const signedOut = await sendJson(server, 'POST', '/api/vocabulary-estimate/start', {
      learning_lang: 'es',
    });
    expect(signedOut.status).toBe(401);
    expect((await stateOf(newcomer)).estimate).toBeNull();
  });
});
