import { StudyMessages } from '@cinevocab/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showNotification } from './notify';
import { speak } from './speech';

vi.mock('./notify', () => ({ showNotification: vi.fn() }));

/** An <audio> element that records what it was asked to play; play() fails when told to. */
class FakeAudio {
  static created: FakeAudio[] = [];
  static failPlaying = false;
  paused = true;
  constructor(readonly src: string) {
    FakeAudio.created.push(this);
  }
  play(): Promise<void> {
    this.paused = false;
    return FakeAudio.failPlaying ? Promise.reject(new Error('NotSupportedError')) : Promise.resolve();
  }
  pause(): void {
    this.paused = true;
  }
}

class FakeUtterance {
  lang = '';
  rate = 1;
  pitch = 1;
  voice: SpeechSynthesisVoice | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

/** A browser's speech synthesis with these voices. */
function browserWith(langs: string[]) {
  const synthesis = {
    getVoices: () => langs.map((lang) => ({ lang, name: lang }) as SpeechSynthesisVoice),
    speak: vi.fn(),
    cancel: vi.fn(),
  };
  vi.stubGlobal('speechSynthesis', synthesis);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return synthesis;
}

function browserWithoutSynthesis() {
  vi.stubGlobal('speechSynthesis', undefined);
  vi.stubGlobal('SpeechSynthesisUtterance', undefined);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  FakeAudio.created = [];
  FakeAudio.failPlaying = false;
  vi.stubGlobal('Audio', FakeAudio);
  vi.mocked(showNotification).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('speak', () => {
  it('plays the server’s recording in a browser without speech synthesis', async () => {
    browserWithoutSynthesis();
    speak('¿Qué tal?', 'es');
    await settle();
    expect(FakeAudio.created.map((audio) => audio.src)).toEqual([
      `/api/speech/es?text=${encodeURIComponent('¿Qué tal?')}`,
    ]);
    expect(FakeAudio.created[0]?.paused).toBe(false);
    expect(showNotification).not.toHaveBeenCalled();
  });

  it('uses the browser’s voice when it has one for the language', () => {
    const synthesis = browserWith(['en-US', 'es-MX']);
    speak('casa', 'es');
    expect(synthesis.speak).toHaveBeenCalledOnce();
    const utterance = synthesis.speak.mock.calls[0]?.[0] as FakeUtterance;
    expect(utterance).toMatchObject({ text: 'casa', rate: 0.8, voice: { lang: 'es-MX' } });
    expect(FakeAudio.created).toEqual([]);
  });

  it('plays the server’s recording when the browser has no voice for the language yet', () => {
    const synthesis = browserWith(['en-US']);
    speak('Hus', 'da');
    expect(synthesis.speak).not.toHaveBeenCalled();
    expect(FakeAudio.created.map((audio) => audio.src)).toEqual(['/api/speech/da?text=Hus']);
  });

  it('plays one recording at a time', async () => {
    browserWithoutSynthesis();
    speak('casa', 'es');
    speak('perro', 'es');
    await settle();
    expect(FakeAudio.created.map((audio) => audio.paused)).toEqual([true, false]);
  });

  it('says in a toast that a recording could not be played, and only then', async () => {
    browserWithoutSynthesis();
    FakeAudio.failPlaying = true;
    speak('casa', 'es');
    await settle();
    expect(showNotification).toHaveBeenCalledExactlyOnceWith({
      tone: 'error',
      message: StudyMessages.pronunciationFailed,
    });
  });

  it('says that speech is unsupported when neither the browser nor the server can say it', () => {
    browserWithoutSynthesis();
    speak('привет', 'ru');
    expect(FakeAudio.created).toEqual([]);
    expect(showNotification).toHaveBeenCalledExactlyOnceWith({
      tone: 'error',
      message: StudyMessages.speechUnsupported,
    });
  });
});
