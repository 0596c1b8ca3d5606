import { languageFacts, StudyMessages } from '@cinevocab/core';
import { showNotification } from './notify';

/** Speech locales of languages the product has no other fact about. */
const otherLocales: Readonly<Record<string, string>> = { ru: 'ru-RU', ja: 'ja-JP', ko: 'ko-KR' };

export const speechRate = 0.8;
export const speechPitch = 1;

export const localeOf = (language: string): string =>
  languageFacts(language)?.speechLocale ?? otherLocales[language] ?? language;

/**
 * Says a word or a sentence with the browser's speech synthesis (rate 0.8, pitch 1),
 * in the voice of its language when the browser has one. A browser without speech synthesis, or
 * a failure to speak, is told in a toast.
 */
export function speak(text: string, language: string): void {
  const synthesis = typeof window === 'undefined' ? undefined : window.speechSynthesis;
  if (synthesis === undefined || typeof SpeechSynthesisUtterance === 'undefined') {
    showNotification({ tone: 'error', message: StudyMessages.speechUnsupported });
    return;
  }
  try {
    synthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = localeOf(language);
    utterance.rate = speechRate;
    utterance.pitch = speechPitch;
    const voice = synthesis.getVoices().find((each) => each.lang === utterance.lang);
    if (voice) utterance.voice = voice;
    utterance.onerror = (event) => {
      // Cancelling one utterance to say the next is not a failure.
      if (event.error !== 'canceled' && event.error !== 'interrupted') {
        showNotification({ tone: 'error', message: StudyMessages.pronunciationFailed });
      }
    };
    synthesis.speak(utterance);
  } catch {
    showNotification({ tone: 'error', message: StudyMessages.pronunciationFailed });
  }
}
