// The question a card with no translation asks before it is saved; the dialog that shows it
// (translation-wanted-dialog.tsx) is fetched the first time a question is asked.

export interface Question {
  word: string;
  answer: (translation: string | null) => void;
}

/** The one question open at a time, shared by every screen that saves cards. */
let open: Question | null = null;
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());

/**
 * Asks the learner what a word means, for a card that would otherwise be saved with no
 * translation and show only the word: their text, or null when they cancel (then nothing is saved).
 */
export function askForTranslation(word: string): Promise<string | null> {
  open?.answer(null);
  return new Promise((resolve) => {
    const question: Question = {
      word,
      answer: (translation) => {
        if (open === question) {
          open = null;
          tell();
        }
        resolve(translation);
      },
    };
    open = question;
    tell();
  });
}

/** The question open now, for `useSyncExternalStore`. */
export const currentQuestion = () => open;

export const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
