/** User-facing texts of a new account's first run: its two languages, the check, its result (ours). */
export const FirstRunMessages = {
  documentTitle: 'Welcome',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  welcomeTitle: 'Welcome to CineVocab',
  welcomeIntro:
    'Two questions and a three-minute check, and every film shows how much of it you can already follow.',
  learningQuestion: 'Which language do you want to learn?',
  nativeQuestion: 'Which language is your own?',
  nativeHint: 'Meanings and translations are shown in it.',
  pickLearning: 'Choose the language you want to learn.',
  continue: 'Continue',
  checkTitle: 'How many words do you already know?',
  skipCheck: 'Skip the check',
  skipHint: 'You can take it later from My Words.',
  resultTitle: 'Your vocabulary',
  resultIntro:
    'Mark the words you most likely know as known, and the films on Home show how much of each you can follow.',
  retakeCheck: 'Take the check again',
  toHome: 'Go to your films',
} as const;
