import {
  isStudyLanguageCode,
  languageFacts,
  SpeechLimits,
  speechAudioPath,
  StudyMessages,
} from '@cinevocab/core';
import { showNotification } from './notify';

/** Speech locales of languages the product has no other fact about. */
const otherLocales: Readonly<Record<string, string>> = { ru: 'ru-RU', ja: 'ja-JP', ko: 'ko-KR' };

export const speechRate = 0.8;
export const speechPitch = 1;

export const localeOf = (language: string): string =>
  languageFacts(language)?.speechLocale ?? otherLocales[language] ?? language;

/** The server's recording now playing: one at a time, so a new word stops the last. */
let playing: HTMLAudioElement | undefined;

/**
 * Says a word or a sentence in the voice of its language: the browser's own (rate 0.8, pitch 1)
 * when it has one, else the server's recording (eSpeak NG), since many browsers have no voice for
 * the language (a Linux desktop, a headless Chromium) or no speech synthesis at all. Voices can
 * arrive after the page loads, so they are looked for at every word. A failure is told in a toast.
 */
export function speak(text: string, language: string): void {
  const synthesis = browserSynthesis();
  const locale = localeOf(language);
  const voice = synthesis && voiceFor(synthesis.getVoices(), locale, language);
  stopSpeaking(synthesis);
  if (synthesis && voice) sayInBrowser(synthesis, text, locale, voice);
  else if (serverCanSay(text, language)) playFromServer(text, language);
  // No voice of the language anywhere: the browser's default voice reads it as best it can.
  else if (synthesis) sayInBrowser(synthesis, text, locale, undefined);
  else showNotification({ tone: 'error', message: StudyMessages.speechUnsupported });
}

function browserSynthesis(): SpeechSynthesis | undefined {
  if (typeof window === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined') return undefined;
  return window.speechSynthesis;
}

/** The voice of the exact locale, else any of the language ('es-MX' for Spanish; 'es_ES' on Android). */
export function voiceFor(
  voices: readonly SpeechSynthesisVoice[],
  locale: string,
  language: string,
): SpeechSynthesisVoice | undefined {
  const langOf = (voice: SpeechSynthesisVoice) => voice.lang.replace('_', '-').toLowerCase();
  return (
    voices.find((voice) => langOf(voice) === locale.toLowerCase()) ??
    voices.find((voice) => langOf(voice) === language || langOf(voice).startsWith(`${language}-`))
  );
}

/** The server speaks the learning languages, a sentence at most. */
const serverCanSay = (text: string, language: string): boolean =>
  typeof Audio !== 'undefined' &&
  isStudyLanguageCode(language) &&
  text.trim() !== '' &&
  text.trim().length <= SpeechLimits.textMaxLength;

function stopSpeaking(synthesis: SpeechSynthesis | undefined): void {
  playing?.pause();
  playing = undefined;
  try {
    synthesis?.cancel();
  } catch {
    // Nothing was being said.
  }
}

function sayInBrowser(
  synthesis: SpeechSynthesis,
  text: string,
  locale: string,
  voice: SpeechSynthesisVoice | undefined,
): void {
  try {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = locale;
    utterance.rate = speechRate;
    utterance.pitch = speechPitch;
    if (voice) utterance.voice = voice;
    utterance.onerror = (event) => {
      // Cancelling one utterance to say the next is not a failure.
      if (event.error !== 'canceled' && event.error !== 'interrupted') pronunciationFailed();
    };
    synthesis.speak(utterance);
  } catch {
    pronunciationFailed();
  }
}

function playFromServer(text: string, language: string): void {
  const audio = new Audio(speechAudioPath(language, text.trim()));
  playing = audio;
  audio.play().catch(() => {
    // Stopped for the next word (the browser then rejects with AbortError): not a failure.
    if (playing === audio) pronunciationFailed();
  });
}

function pronunciationFailed(): void {
  showNotification({ tone: 'error', message: StudyMessages.pronunciationFailed });
}
