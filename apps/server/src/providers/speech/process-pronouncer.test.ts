import { afterAll, describe, expect, it } from 'vitest';
import { createProcessPronouncer } from './process-pronouncer.js';

describe('eSpeak NG in a process of its own', () => {
  // A short idle time: the test sees the process end and a later word start it again.
  const pronouncer = createProcessPronouncer(300);
  afterAll(() => pronouncer.close());

  it('says a word as IPA and as sound', async () => {
    expect(await pronouncer.ipa('es', 'casa')).toBe('ˈkasa');
    const wav = await pronouncer.audio('es', 'casa');
    expect(Buffer.from(wav!.subarray(0, 4)).toString('ascii')).toBe('RIFF');
    expect(Buffer.from(wav!.subarray(8, 12)).toString('ascii')).toBe('WAVE');
    expect(wav!.byteLength).toBeGreaterThan(5_000);
  }, 30_000);

  it('answers many words asked at once, each its own', async () => {
    const words = ['casa', 'perro', 'agua', 'gato'];
    const answers = await Promise.all(words.map((word) => pronouncer.ipa('es', word)));
    expect(answers).toEqual(['ˈkasa', 'ˈpero', 'ˈaɣwa', 'ˈɡato']);
  }, 30_000);

  it('ends when words stop coming, and the next word starts it again', async () => {
    await pronouncer.ipa('de', 'Haus');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await pronouncer.ipa('en', 'house')).toContain('haʊs');
  }, 30_000);
});
