import type { StudyLanguageCode } from '@cinevocab/core';
import { cleanEspeakIpa } from '@cinevocab/lexicon';
import { LRUCache } from 'lru-cache';
import type { Pronouncer } from './pronouncer.js';
import { joinSamples, monoWavFile } from './wav-file.js';

/**
 * eSpeak NG as Echogarden's Emscripten build ships it (@echogarden/espeak-ng-emscripten: the
 * synthesiser compiled to JavaScript, all its voices in a 24 MB data file beside it), so that
 * every machine can pronounce without root, Debian's espeak-ng or a browser voice.
 */

export const espeakSource =
  'eSpeak NG (GPL-3.0-or-later), Echogarden’s Emscripten build 0.3.5 (compiled to JavaScript)';

interface EspeakVoice {
  /** The voice's file name: this build finds voices by name, not by language. */
  voice: string;
  /** Danish comes out poorly: a learner should hear it as a rough guide only. */
  approximate: boolean;
  /** The language starts syllables with s + consonant (English in-stead); the others divide them. */
  sClusterOnsets: boolean;
}

/** As the lexicon's build uses them (its espeakVoices), named as this build knows them. */
const espeakVoices: Readonly<Record<StudyLanguageCode, EspeakVoice>> = {
  en: { voice: 'en-us', approximate: false, sClusterOnsets: true },
  es: { voice: 'es', approximate: false, sClusterOnsets: false },
  // 'fr' is French of France; the command line's 'fr-fr' is a language, which this build refuses.
  fr: { voice: 'fr', approximate: false, sClusterOnsets: false },
  it: { voice: 'it', approximate: false, sClusterOnsets: false },
  de: { voice: 'de', approximate: false, sClusterOnsets: false },
  da: { voice: 'da', approximate: true, sClusterOnsets: false },
};

export const isApproximate = (language: StudyLanguageCode): boolean => espeakVoices[language].approximate;

/** A little slower than espeak's 175 words a minute: learners listen for each sound. */
export const learnerWordsPerMinute = 150;

/** Answers kept: a study session's words many times over, in a few megabytes at most. */
const cacheLimits = { entries: 500, audioBytes: 16 * 1024 * 1024 } as const;

/** The synthesiser's calls the pronouncer makes, in plain types. */
export interface Espeak {
  /** 0 when the voice was found. */
  setVoice(voice: string): number;
  setRate(wordsPerMinute: number): void;
  sampleRate(): number;
  /** espeak's IPA: phonemes separated by '_', clauses by ' | '. */
  phonemes(text: string): string;
  /** Hands over the samples as they are made (16-bit mono). */
  synthesize(text: string, onChunk: (samples: Int16Array) => void): void;
}

export interface EspeakPronouncerOptions {
  /** Replaces the loading of the real synthesiser (tests wrap it to count its calls). */
  loadEspeak?: () => Promise<Espeak>;
}

/** Loads the module and makes its one synthesiser: a quarter of a second and ~40 MB, once. */
export async function loadEspeak(): Promise<Espeak> {
  const { default: createEspeakNgModule } = await import('@echogarden/espeak-ng-emscripten');
  const module = await createEspeakNgModule();
  const worker = new module.eSpeakNGWorker();
  return {
    setVoice: (voice) => worker.set_voice(voice),
    setRate: (wordsPerMinute) => worker.set_rate(wordsPerMinute),
    sampleRate: () => worker.get_samplerate(),
    phonemes: (text) => utf8At(module.HEAPU8, worker.convert_to_phonemes(text, true).ptr),
    synthesize: (text, onChunk) =>
      worker.synthesize(text, (samples) => {
        onChunk(samples);
        return false; // go on to the end
      }),
  };
}

/** A C string of the module's memory. */
function utf8At(memory: Uint8Array, pointer: number): string {
  const end = memory.indexOf(0, pointer);
  return new TextDecoder().decode(memory.subarray(pointer, end));
}

/**
 * The pronouncer over eSpeak NG. The module is loaded on the first word asked, not at start: most
 * starts of the server, and most tests, never speak. Each answer is kept, so a word is
 * synthesised once however often it is clicked.
 */
export function createEspeakPronouncer({
  loadEspeak: load = loadEspeak,
}: EspeakPronouncerOptions = {}): Pronouncer {
  const espeakLoaded = onceLoaded(load);
  const inTurn = oneAtATime();
  const ipas = new LRUCache<string, string>({ max: cacheLimits.entries });
  const audios = new LRUCache<string, Uint8Array>({
    max: cacheLimits.entries,
    maxSize: cacheLimits.audioBytes,
    sizeCalculation: (wav) => wav.byteLength,
  });

  async function answer<T extends string | Uint8Array>(
    cache: LRUCache<string, T>,
    key: string,
    make: (espeak: Espeak) => T | null,
  ): Promise<T | null> {
    const kept = cache.get(key);
    if (kept !== undefined) return kept;
    const espeak = await espeakLoaded();
    return inTurn(() => {
      // Asked again while the first asking waited its turn: answered by then.
      const made = cache.get(key) ?? make(espeak);
      if (made !== null) cache.set(key, made);
      return made;
    });
  }

  return {
    source: espeakSource,
    isApproximate,
    ipa: (language, text) =>
      answer(ipas, `${language}:${text}`, (espeak) => ipaOf(espeak, espeakVoices[language], text)),
    audio: (language, text) =>
      answer(audios, `${language}:${text}`, (espeak) => wavOf(espeak, espeakVoices[language], text)),
  };
}

function ipaOf(espeak: Espeak, voice: EspeakVoice, text: string): string | null {
  useVoice(espeak, voice);
  // Clauses are read as the command line writes them, one after another; the clean-up drops the
  // '_' between phonemes with espeak's other marks.
  const phonemes = espeak.phonemes(text).replaceAll('|', ' ');
  const cleaned = cleanEspeakIpa(phonemes, { sClusterOnsets: voice.sClusterOnsets });
  return cleaned === '' ? null : cleaned;
}

function wavOf(espeak: Espeak, voice: EspeakVoice, text: string): Uint8Array | null {
  useVoice(espeak, voice);
  const chunks: Int16Array[] = [];
  espeak.synthesize(text, (samples) => chunks.push(samples));
  const samples = joinSamples(chunks);
  // Punctuation alone gives a few milliseconds of silence: nothing a learner could hear.
  return samples.some((sample) => sample !== 0) ? monoWavFile(samples, espeak.sampleRate()) : null;
}

/** The voice and the rate are the one synthesiser's state: set them for every text. */
function useVoice(espeak: Espeak, { voice }: EspeakVoice): void {
  const code = espeak.setVoice(voice);
  if (code !== 0) throw new Error(`espeak has no voice '${voice}' (code ${code})`);
  espeak.setRate(learnerWordsPerMinute);
}

/** Loads once and keeps it; a failed load is forgotten, so the next word tries again. */
function onceLoaded<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * Runs the tasks one after another, in the order they came. The synthesiser is one instance on
 * one thread whose voice is shared state: a turn sets the voice and speaks before the next starts.
 */
function oneAtATime(): <T>(task: () => T) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const turn = last.then(task);
    last = turn.catch(() => undefined);
    return turn;
  };
}
