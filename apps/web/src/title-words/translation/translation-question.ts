// The question a card asks before it is saved: what the word means, with a dictionary's meaning
// filled in when there is one; the dialog that shows it (translation-wanted-dialog.tsx) is fetched
// the first time a question is asked.

export interface Question {
  word: string;
  /** What the text box starts with: a dictionary's meaning, or '' when none knows the word. */
  meaning: string;
  answer: (translation: string | null) => void;
}

/** The one question open at a time, shared by every screen that saves cards. */
let open: Question | null = null;
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());

/**
 * Asks the learner what a word's card should say it means, starting from `meaning`: their text
 * ('' for a card that shows only the word), or null when they cancel (then nothing is saved).
 */
export function askForTranslation(word: string, meaning = ''): Promise<string | null> {
  open?.answer(null);
  return new Promise((resolve) => {
    const question: Question = {
      word,
      meaning,
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
