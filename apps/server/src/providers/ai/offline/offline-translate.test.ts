import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  AiMessages,
  AiResponseSchema,
  type TranslateRequestInput,
  TranslateRequestSchema,
} from '@cinevocab/core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createFakeDictionaries,
  fakeMachineTranslator,
  noMachineTranslation,
} from '../../../../test/fakes/fake-dictionaries.js';
import {
  createFakePronouncer,
  failingPronouncer,
  fakeSpeechSource,
} from '../../../../test/fakes/fake-pronouncer.js';
import { recordingLogger, silentLogger } from '../../../../test/fakes/silent-logger.js';
import type { Pronouncer } from '../../speech/pronouncer.js';
import { createApertiumTranslator, defaultApertiumDir, type MachineTranslator } from './apertium.js';
import { type Dictionaries, glossRulesRevision } from '@cinevocab/lexicon';
import { noDictionaries } from './lexicon-dictionaries.js';
import { createOfflineProvider } from './offline-provider.js';

const dictionaries = createFakeDictionaries({
  pairs: ['es-en', 'en-es', 'da-en', 'en-hi'],
  translations: {
    'es-en': { casa: ['house', 'home', 'household', 'dwelling'], Perro: ['dog'] },
    'en-es': { house: ['casa', 'hogar'] },
    'da-en': { hus: ['house'] },
    'en-hi': { house: ['घर', 'मकान'] },
  },
  definitions: { house: 'a dwelling that serves as living quarters for one or more families' },
});

const pronouncer = createFakePronouncer({ 'es:casa': 'ˈkasa', 'en:House': '/haʊs/', 'da:hus': 'ˈhuːˀs' });

const translate = async (
  input: TranslateRequestInput,
  data: Dictionaries = dictionaries,
  translator: MachineTranslator = noMachineTranslation,
  speech: Pronouncer = pronouncer,
) => {
  const provider = createOfflineProvider({
    dictionaries: data,
    translator,
    pronouncer: speech,
    logger: silentLogger(),
  });
  const answer = await provider.translate(TranslateRequestSchema.parse(input));
  AiResponseSchema.parse(answer.response);
  return answer;
};

describe('the offline provider translating a word', () => {
  it('gives the dictionary’s first meanings, the pronunciation, a note from the data and the English definition of its first meaning', async () => {
    const { response, isComplete } = await translate({
      word: 'casa',
      word_language: 'es',
      target_language: 'en',
      pos: 'NOUN',
    });
    expect(isComplete).toBe(true);
    expect(response).toEqual({
      pronunciation: '/ˈkasa/',
      // No Spanish definition offline: WordNet's of 'house' says what it means, in English.
      definition: { en: 'a dwelling that serves as living quarters for one or more families' },
      translation: 'house, home, household',
      explanation: { en: 'Used in this title as a noun. The dictionary also gives: dwelling.' },
      translated_sentences: [],
      provider: 'offline',
      notice: null,
      sources: ['Fake es-en dictionary', 'Fake WordNet', fakeSpeechSource],
    });
  });

  it('defines an English word from WordNet and invents nothing for the target language', async () => {
    const { response } = await translate({ word: 'House', word_language: 'en', target_language: 'es' });
    expect(response.translation).toBe('casa, hogar');
    expect(response.definition).toEqual({
      en: 'a dwelling that serves as living quarters for one or more families',
    });
    // The pronouncer's IPA came with slashes: they are not doubled.
    expect(response.pronunciation).toBe('/haʊs/');
    expect(response.explanation).toEqual({});
    expect(response.notice).toBeNull();
    expect(response.sources).toEqual(['Fake en-es dictionary', 'Fake WordNet', fakeSpeechSource]);
    expect(response.via_language).toBeUndefined();
  });

  it('finds a word written in another case (German nouns, a capital at the start)', async () => {
    const { response } = await translate({ word: 'perro', word_language: 'es', target_language: 'en' });
    expect(response.translation).toBe('dog');
  });

  it('marks the pronunciation of a language whose voice is approximate as such', async () => {
    const { response } = await translate({ word: 'hus', word_language: 'da', target_language: 'en' });
    expect(response.pronunciation).toBe('/ˈhuːˀs/');
    expect(response.sources).toContain(
      AiMessages.approximateSource(fakeSpeechSource, AiMessages.approximatePronunciation),
    );
    expect(response.sources).not.toContain(fakeSpeechSource);
  });

  it('translates a word of a pair without its own dictionary by way of English, and says so', async () => {
    const { response, isComplete } = await translate({
      word: 'hus',
      word_language: 'da',
      target_language: 'hi',
      sentences: ['Det er mit hus.'],
    });
    expect(isComplete).toBe(true);
    expect(response.translation).toBe('घर, मकान');
    expect(response.via_language).toBe('en');
    expect(response.explanation).toEqual({ en: AiMessages.byWayOf('English') });
    expect(response.notice).toBeNull();
    expect(response.sources).toContain('Fake da-en dictionary + Fake en-hi dictionary');
    // No Apertium for the pair on this machine: the lines stay untranslated, and that is no error.
    expect(response.translated_sentences).toEqual([]);
  });

  it('says that no dictionary knows a word, and nothing else is missing from the notice', async () => {
    const { response, isComplete } = await translate({
      word: 'zapato',
      word_language: 'es',
      target_language: 'en',
      sentences: ['Mi zapato.'],
    });
    expect(isComplete).toBe(true);
    expect(response).toMatchObject({
      translation: '',
      definition: {},
      explanation: {},
      pronunciation: '',
      translated_sentences: [],
      sources: [],
    });
    expect(response.notice).toBe(AiMessages.noDictionaryKnows('zapato'));
    expect(response.via_language).toBeUndefined();
  });

  it('says the same with no glosses at all, by no other language either', async () => {
    const { response } = await translate(
      { word: 'hus', word_language: 'da', target_language: 'hi' },
      noDictionaries,
    );
    expect(response.translation).toBe('');
    expect(response.notice).toBe(AiMessages.noDictionaryKnows('hus'));
  });

  it('still gives the meaning when the pronouncer fails, and logs why there is no IPA', async () => {
    const { logger, lines } = recordingLogger();
    const provider = createOfflineProvider({
      dictionaries,
      translator: noMachineTranslation,
      pronouncer: failingPronouncer,
      logger,
    });
    const { response, isComplete } = await provider.translate(
      TranslateRequestSchema.parse({ word: 'casa', word_language: 'es', target_language: 'en' }),
    );
    expect(isComplete).toBe(true);
    expect(response.translation).toBe('house, home, household');
    expect(response.pronunciation).toBe('');
    expect(response.sources).not.toContain(fakeSpeechSource);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'no IPA for a word',
        fields: expect.objectContaining({ language: 'es' }),
      }),
    );
  });

  it("translates the title's sentences by machine where a pair has it, and names it", async () => {
    const { response, isComplete } = await translate(
      { word: 'casa', word_language: 'es', target_language: 'en', sentences: ['Mi casa.', 'Tu casa.'] },
      dictionaries,
      fakeMachineTranslator(['es-en']),
    );
    expect(isComplete).toBe(true);
    expect(response.translated_sentences).toEqual([
      { original: 'Mi casa.', translation: '[en] Mi casa.' },
      { original: 'Tu casa.', translation: '[en] Tu casa.' },
    ]);
    expect(response.sources).toContain(`Apertium (${AiMessages.offlineMachineTranslation}, GPL)`);
    expect(response.notice).toBeNull();
  });

  it('answers without sentence translations when the machine translation fails, and marks it not to keep', async () => {
    const { response, isComplete } = await translate(
      { word: 'casa', word_language: 'es', target_language: 'en', sentences: ['Mi casa.'] },
      dictionaries,
      fakeMachineTranslator(['es-en'], { fail: true }),
    );
    expect(isComplete).toBe(false);
    expect(response.translation).toBe('house, home, household');
    expect(response.translated_sentences).toEqual([]);
    expect(response.notice).toBeNull();
  });

  it('names its data version and machine pairs in its id', () => {
    const provider = createOfflineProvider({
      dictionaries,
      translator: fakeMachineTranslator(['es-en', 'fr-es']),
      pronouncer,
      logger: silentLogger(),
    });
    expect(provider.kind).toBe('offline');
    expect(provider.id).toBe(`offline:fake-1:rules${glossRulesRevision}:apertium[es-en,fr-es]`);
  });
});

const hasApertium = existsSync(path.join(defaultApertiumDir, 'modes', 'spa-eng.mode'));
if (!hasApertium)
  console.warn('skipping the real Apertium test: /usr/share/apertium/modes/spa-eng.mode is absent');

describe.skipIf(!hasApertium)('Apertium on this machine', () => {
  it('translates Spanish sentences into English, one answer per sentence', async () => {
    const apertium = createApertiumTranslator();
    expect(apertium.canTranslate('es', 'en')).toBe(true);
    expect(apertium.canTranslate('da', 'hi')).toBe(false);
    expect(
      await apertium.translate('es', 'en', ['El perro come la manzana roja.', 'No tengo tiempo.']),
    ).toEqual(['The dog eats the red apple.', 'I do not have time.']);
  });
});

describe('Apertium run by the server', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('gives up on a translation that takes too long', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cinevocab-apertium-'));
    dirs.push(dir);
    await mkdir(path.join(dir, 'modes'));
    await writeFile(path.join(dir, 'modes', 'spa-eng.mode'), '');
    const slow = path.join(dir, 'slow-apertium');
    await writeFile(slow, '#!/bin/sh\nsleep 30\n');
    await chmod(slow, 0o755);
    const translator = createApertiumTranslator({ dir, command: slow, timeoutMs: 200 });
    expect(translator.pairs).toEqual([{ from: 'es', to: 'en', mode: 'spa-eng' }]);
    const started = performance.now();
    await expect(translator.translate('es', 'en', ['Hola.'])).rejects.toThrow(/longer than 200 ms/);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('runs one pipeline at a time when told to, the others waiting their turn', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cinevocab-apertium-'));
    dirs.push(dir);
    await mkdir(path.join(dir, 'modes'));
    await writeFile(path.join(dir, 'modes', 'fr-es.mode'), '');
    // Echoes its input file (the last argument) after a pause.
    const echo = path.join(dir, 'echo-apertium');
    await writeFile(echo, '#!/bin/sh\nfor last; do :; done\nsleep 0.3\ncat "$last"\n');
    await chmod(echo, 0o755);
    const translator = createApertiumTranslator({ dir, command: echo, maxRunning: 1 });
    const started = performance.now();
    const answers = await Promise.all(
      ['Un.', 'Deux.', 'Trois.'].map((sentence) => translator.translate('fr', 'es', [sentence, 'Fin.'])),
    );
    expect(answers).toEqual([
      ['Un.', 'Fin.'],
      ['Deux.', 'Fin.'],
      ['Trois.', 'Fin.'],
    ]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('knows no pair where Apertium is not installed', () => {
    const translator = createApertiumTranslator({ dir: path.join(os.tmpdir(), 'no-apertium-here') });
    expect(translator.pairs).toEqual([]);
    expect(translator.canTranslate('es', 'en')).toBe(false);
  });
});
