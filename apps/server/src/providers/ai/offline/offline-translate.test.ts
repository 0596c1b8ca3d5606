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
import { silentLogger } from '../../../../test/fakes/silent-logger.js';
import { createApertiumTranslator, defaultApertiumDir, type MachineTranslator } from './apertium.js';
import type { Dictionaries } from '@cinevocab/lexicon';
import { noDictionaries } from './lexicon-dictionaries.js';
import { createOfflineProvider } from './offline-provider.js';

const dictionaries = createFakeDictionaries({
  pairs: ['es-en', 'en-es'],
  translations: {
    'es-en': { casa: ['house', 'home', 'household', 'dwelling'], Perro: ['dog'] },
    'en-es': { house: ['casa', 'hogar'] },
  },
  definitions: { house: 'a dwelling that serves as living quarters for one or more families' },
  ipa: { 'es:casa': 'ˈkasa', 'en:house': '/haʊs/' },
});

const translate = async (
  input: TranslateRequestInput,
  data: Dictionaries = dictionaries,
  translator: MachineTranslator = noMachineTranslation,
) => {
  const provider = createOfflineProvider({ dictionaries: data, translator, logger: silentLogger() });
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
      sources: ['Fake es-en dictionary', 'Fake WordNet', 'Fake eSpeak (approximate)'],
    });
  });

  it('defines an English word from WordNet and invents nothing for the target language', async () => {
    const { response } = await translate({ word: 'House', word_language: 'en', target_language: 'es' });
    expect(response.translation).toBe('casa, hogar');
    expect(response.definition).toEqual({
      en: 'a dwelling that serves as living quarters for one or more families',
    });
    expect(response.pronunciation).toBe('/haʊs/');
    expect(response.explanation).toEqual({});
    expect(response.notice).toBeNull();
    expect(response.sources).toEqual(['Fake en-es dictionary', 'Fake WordNet', 'Fake eSpeak']);
  });

  it('finds a word written in another case (German nouns, a capital at the start)', async () => {
    const { response } = await translate({ word: 'perro', word_language: 'es', target_language: 'en' });
    expect(response.translation).toBe('dog');
  });

  it('says there is no dictionary for the pair, and leaves the translation empty', async () => {
    const { response } = await translate({
      word: 'hus',
      word_language: 'da',
      target_language: 'hi',
      sentences: ['Det er mit hus.'],
    });
    expect(response).toMatchObject({
      translation: '',
      definition: {},
      explanation: {},
      pronunciation: '',
      translated_sentences: [],
      sources: [],
    });
    expect(response.notice).toBe(
      [
        AiMessages.noOfflineDictionary('Danish', 'Hindi'),
        AiMessages.noOfflineDefinition('Danish'),
        AiMessages.noOfflineSentenceTranslation('Danish', 'Hindi'),
      ].join(' '),
    );
  });

  it('says the dictionaries are being prepared and when, asks to be asked again, and is not kept', async () => {
    const provider = createOfflineProvider({
      dictionaries: noDictionaries,
      translator: noMachineTranslation,
      logger: silentLogger(),
      preparation: { readyInSeconds: () => 40 },
    });
    const { response, isComplete } = await provider.translate(
      TranslateRequestSchema.parse({ word: 'casa', word_language: 'es', target_language: 'en' }),
    );
    AiResponseSchema.parse(response);
    expect(isComplete).toBe(false);
    expect(response.translation).toBe('');
    expect(response.retry_in_seconds).toBe(40);
    expect(response.notice).toBe(AiMessages.offlineDictionariesPreparing('Spanish', 'English', 40));
    expect(response.notice).not.toContain(AiMessages.noOfflineDictionary('Spanish', 'English'));
  });

  it('says a pair has no dictionary once none is being prepared', async () => {
    const provider = createOfflineProvider({
      dictionaries: noDictionaries,
      translator: noMachineTranslation,
      logger: silentLogger(),
      preparation: { readyInSeconds: () => undefined },
    });
    const { response, isComplete } = await provider.translate(
      TranslateRequestSchema.parse({ word: 'casa', word_language: 'es', target_language: 'en' }),
    );
    expect(isComplete).toBe(true);
    expect(response.retry_in_seconds).toBeUndefined();
    expect(response.notice).toContain(AiMessages.noOfflineDictionary('Spanish', 'English'));
  });

  it('says when the word is not in the dictionary', async () => {
    const { response } = await translate({ word: 'zapato', word_language: 'es', target_language: 'en' });
    expect(response.translation).toBe('');
    expect(response.notice).toContain(AiMessages.wordNotInDictionary('zapato'));
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
    expect(response.notice).toContain(AiMessages.noOfflineSentenceTranslation('Spanish', 'English'));
  });

  it('names its data version and machine pairs in its id', () => {
    const provider = createOfflineProvider({
      dictionaries,
      translator: fakeMachineTranslator(['es-en', 'fr-es']),
      logger: silentLogger(),
    });
    expect(provider.kind).toBe('offline');
    expect(provider.id).toBe('offline:fake-1:apertium[es-en,fr-es]');
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
