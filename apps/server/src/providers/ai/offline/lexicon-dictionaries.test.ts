import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AiMessages, TranslateRequestSchema, type TranslateRequestInput } from '@cinevocab/core';
import { afterAll, describe, expect, it } from 'vitest';
import { noMachineTranslation } from '../../../../test/fakes/fake-dictionaries.js';
import { recordingLogger, silentLogger } from '../../../../test/fakes/silent-logger.js';
import { createEspeakPronouncer, espeakSource } from '../../speech/espeak-wasm-pronouncer.js';
import { committedDictionaries } from './lexicon-dictionaries.js';
import { createOfflineProvider } from './offline-provider.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('the committed glosses, read by the server', () => {
  const dictionaries = committedDictionaries(silentLogger());

  it('translate Spanish into English and English into Spanish', () => {
    expect(dictionaries.version).not.toBe('none');
    expect(dictionaries.translate('es', 'en', 'casa')?.translations[0]).toBe('house');
    expect(dictionaries.translate('en', 'es', 'house', 'NOUN')?.translations).toContain('casa');
  });

  it('define English words', () => {
    expect(dictionaries.define('en', 'house', 'NOUN')?.definition).toMatch(/dwelling|building/);
  });

  it('are none, and say so in the log, where the folder has no manifest', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'cinevocab-no-glosses-'));
    dirs.push(empty);
    const { logger, lines } = recordingLogger();
    const none = committedDictionaries(logger, empty);
    expect(none.version).toBe('none');
    expect(none.translate('es', 'en', 'casa')).toBeNull();
    expect(lines.filter((line) => line.level === 'error')).toHaveLength(1);
  });
});

describe('an offline answer from the committed glosses and the real eSpeak NG', () => {
  const provider = createOfflineProvider({
    dictionaries: committedDictionaries(silentLogger()),
    translator: noMachineTranslation,
    pronouncer: createEspeakPronouncer(),
    logger: silentLogger(),
  });
  const translate = async (input: TranslateRequestInput) =>
    (await provider.translate(TranslateRequestSchema.parse(input))).response;

  it('translates, pronounces and names its sources for "casa", Spanish into English', async () => {
    const response = await translate({ word: 'casa', word_language: 'es', target_language: 'en' });
    expect(response.translation).toMatch(/^house/);
    expect(response.pronunciation).toBe('/ˈkasa/');
    expect(response.notice).toBeNull();
    expect(response.sources).toContain(espeakSource);
  });

  it('gives Danish "hus" a Chinese meaning, from the shared meanings of the open wordnets', async () => {
    const response = await translate({ word: 'hus', word_language: 'da', target_language: 'zh' });
    // The glosses have a Danish → Chinese table of their own, made through the wordnets' shared
    // meanings (OMW): the answer comes from it, not by way of another language.
    expect(response.translation).toMatch(/\p{Script=Han}/u);
    expect(response.translation.split(', ')).toContain('房子');
    expect(response.via_language).toBeUndefined();
    expect(response.sources.some((source) => source.startsWith('Open Multilingual Wordnet'))).toBe(true);
    // eSpeak's Danish is a rough guide, and the answer says so.
    expect(response.pronunciation).toMatch(/^\/.+\/$/);
    expect(response.sources).toContain(
      AiMessages.approximateSource(espeakSource, AiMessages.approximatePronunciation),
    );
  });
});
