import { describe, expect, it } from 'vitest';
import {
  createEspeakPronouncer,
  type Espeak,
  isApproximate,
  learnerWordsPerMinute,
  loadEspeak,
} from './espeak-wasm-pronouncer.js';
import { wavHeaderBytes } from './wav-file.js';

/** The real synthesiser, with its calls counted: what the cache saves is what is not counted. */
function countedEspeak() {
  const calls = { ipa: 0, audio: 0 };
  const countingEspeak = async (): Promise<Espeak> => {
    const espeak = await loadEspeak();
    return {
      ...espeak,
      phonemes: (text) => {
        calls.ipa += 1;
        return espeak.phonemes(text);
      },
      synthesize: (text, onChunk) => {
        calls.audio += 1;
        espeak.synthesize(text, onChunk);
      },
    };
  };
  return { calls, pronouncer: createEspeakPronouncer({ loadEspeak: countingEspeak }) };
}

interface Wav {
  riff: string;
  wave: string;
  channels: number;
  bitsPerSample: number;
  sampleRate: number;
  samples: Int16Array;
}

function readWav(file: Uint8Array): Wav {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const ascii = (offset: number) => String.fromCharCode(...file.subarray(offset, offset + 4));
  const dataBytes = view.getUint32(40, true);
  const samples = new Int16Array(dataBytes / 2);
  samples.forEach((_, index) => (samples[index] = view.getInt16(wavHeaderBytes + index * 2, true)));
  return {
    riff: ascii(0),
    wave: ascii(8),
    channels: view.getUint16(22, true),
    bitsPerSample: view.getUint16(34, true),
    sampleRate: view.getUint32(24, true),
    samples,
  };
}

describe('the eSpeak NG pronouncer (the real synthesiser)', () => {
  const { calls, pronouncer } = countedEspeak();

  it('writes IPA with the stress mark at the start of the syllable', async () => {
    const casa = await pronouncer.ipa('es', 'casa');
    expect(casa).toBe('ˈkasa');
    expect(await pronouncer.ipa('en', 'house')).toContain('haʊs');
    expect(await pronouncer.ipa('de', 'Haus')).toContain('haʊs');
    // English keeps s + stop together at the start of a syllable, as the lexicon's build does.
    expect(await pronouncer.ipa('en', 'instead')).toBe('ɪnˈstɛd');
    expect(await pronouncer.ipa('fr', 'maison')).toBe('mɛˈzɔ̃');
  });

  it('says a word as a mono 16-bit WAV file that is not silent and lasts as long as a word does', async () => {
    const file = await pronouncer.audio('es', 'casa');
    expect(file).not.toBeNull();
    const wav = readWav(file!);
    expect(wav).toMatchObject({ riff: 'RIFF', wave: 'WAVE', channels: 1, bitsPerSample: 16 });
    expect(wav.sampleRate).toBe(22_050);
    const seconds = wav.samples.length / wav.sampleRate;
    expect(seconds).toBeGreaterThan(0.2);
    expect(seconds).toBeLessThan(2);
    const loudest = wav.samples.reduce((max, sample) => Math.max(max, Math.abs(sample)), 0);
    expect(loudest).toBeGreaterThan(1_000);
  });

  it('synthesises a word once, however often it is asked', async () => {
    const before = { ...calls };
    const [first, second] = await Promise.all([
      pronouncer.audio('it', 'ghiaccio'),
      pronouncer.audio('it', 'ghiaccio'),
    ]);
    const third = await pronouncer.audio('it', 'ghiaccio');
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(calls.audio).toBe(before.audio + 1);

    expect(await pronouncer.ipa('it', 'ghiaccio')).toBe('ˈɡjatʃːo');
    expect(await pronouncer.ipa('it', 'ghiaccio')).toBe('ˈɡjatʃːo');
    expect(calls.ipa).toBe(before.ipa + 1);
  });

  it('has nothing to say, nor any IPA, for punctuation alone', async () => {
    expect(await pronouncer.audio('es', '¿...?')).toBeNull();
    expect(await pronouncer.ipa('es', '¿...?')).toBeNull();
  });

  it('writes the IPA of a sentence clause after clause', async () => {
    expect(await pronouncer.ipa('es', 'La casa es grande. ¿Y el perro?')).toBe(
      'la ˈkasa ˈes ˈɣɾande i el ˈpero',
    );
  });

  it('keeps each language to its own voice when they alternate', async () => {
    expect(await pronouncer.ipa('en', 'chat')).not.toBe(await pronouncer.ipa('fr', 'chat'));
  });

  it('says slower than espeak’s default for learners, and that its Danish is approximate', () => {
    expect(learnerWordsPerMinute).toBeLessThan(175);
    expect(isApproximate('da')).toBe(true);
    expect(isApproximate('es')).toBe(false);
    expect(pronouncer.isApproximate('da')).toBe(true);
    expect(pronouncer.source).toContain('GPL-3.0-or-later');
  });
});
