import { countOf } from './plural.js';

/**
 * User-facing texts of the flash cards, the study pages and the My Words dashboard.
 * The texts of the product CineVocab reproduces come first, letter for letter (its users
 * know them, and the tests read them); texts of ours follow, marked `ours`.
 */
export const FlashCardMessages = {
  // Flash cards screen
  myFlashCards: 'My Flash Cards',
  searchFlashCards: 'Search flash cards...',
  deleteTitle: 'Delete Flash Card',
  deleteConfirm: 'Are you sure you want to delete this flash card? This action cannot be undone.',
  noneFound: 'No flash cards found',
  tryDifferentSearch: 'Try a different search term',
  saveWordsHint: 'Save words from the vocabulary tools to see them here',
  saveAsFlashcard: 'Save as Flashcard',
  // Flash card session
  learnMyWords: 'Learn My Words',
  cardOf: (index: number, total: number) => `Card ${index} of ${total}`,
  firstPass: 'First Pass',
  reviewOf: (index: number, total: number) => `Review ${index} of ${total}`,
  reviewMode: 'Review Mode',
  shuffle: 'Shuffle',
  reset: 'Reset',
  resetConfirm: 'Reset Learning Session?',
  showAnswer: 'Show Answer',
  dontKnow: "Don't Know",
  knowIt: 'Know It',
  sessionCompleted: 'Learning Session Completed!',
  startNewSession: 'Start New Session',
  manageFlashCards: 'Manage Flash Cards',
  noFlashCardsFound: 'No Flash Cards Found',
  // Toasts and alerts
  failedToLoad: 'Failed to load flash cards',
  deleted: 'Flash card deleted successfully',
  failedToDelete: 'Failed to delete flash card',
  noCardsYet: "You don't have any flash cards yet. Add some from vocabulary pages.",
  sessionReset: 'Learning session reset',
  cardsShuffled: (deck: 'main' | 'review') => `Cards shuffled in ${deck} deck`,
  // 'n cards', in the singular for one.
  timeToReview: (count: number) => `Time to review ${countOf(count, 'card')} you need to practice`,
  passComplete: (pass: number, cards: number) =>
    `Pass ${pass} complete! Starting Pass ${pass + 1} with ${countOf(cards, 'word')}`,
  failedToFetchWith: (message: string) => `Failed to fetch flash cards: ${message}`,
  failedToDeleteWith: (message: string) => `Failed to delete flash card: ${message}`,

  // ours
  // Asked before a card would be saved without a translation.
  translationWanted: (word: string) => `What does "${word}" mean?`,
  translationWantedHint:
    'No dictionary knows this word yet. Write the meaning you want on the card: a card without one shows only the word.',
  // When a dictionary gave a meaning: the card's text to check before it is saved.
  meaningFromDictionaryHint:
    'The meaning a dictionary gives: change it as you like, or clear it for a card that shows only the word.',
  yourTranslation: 'Your translation',
  saveCard: 'Save card',
  details: 'Details',
  delete: 'Delete',
  cancel: 'Cancel',
  pronunciation: 'Pronunciation',
  translation: 'Translation',
  definition: 'Definition',
  contextSentences: 'In the title',
  createdOn: (date: string) => `Added ${date}`,
  fromTitle: (title: string) => `From ${title}`,
  dueToday: (count: number) => `${countOf(count, 'card')} due today`,
  dueNext: (when: string) => `Next review ${when}`,
  dueNow: 'Due now',
  saved: 'Flash card saved',
  updated: 'Flash card updated',
  failedToSave: 'The flash card could not be saved.',
  exportApkg: 'Export for Anki (.apkg)',
  exportCsv: 'Export as CSV',
  totalCards: 'Total Cards',
  knewCards: 'Known',
  practisedCards: 'To practise',
  sessionDueFirst: 'The cards due today come first.',
  cardNotFound: 'This flash card does not exist (any more).',
} as const;

/** The study pages on a title's real words. */
export const StudyPageMessages = {
  // Study Words
  studyWords: 'Study Words',
  studyCards: 'Study Cards',
  progress: 'Progress',
  showAnswer: 'Show Answer',
  previous: 'Previous',
  skip: 'Skip',
  dontKnow: "Don't Know",
  iKnowIt: 'I Know It',
  resetProgress: 'Reset Progress',
  completedLevel: (level: number) => `Completed all words for level ${level}!`,
  movingToLevel: (level: number, name: string) => `Moving to level ${level}: ${name}`,
  congratulations: "Congratulations! You've studied all available words.",
  progressReset: 'Progress reset. Starting from the beginning.',
  addedToStarred: 'Added to starred words',
  removedFromLearned: 'Removed word from learned list',
  // Vocabulary Review
  vocabularyReview: 'Vocabulary Review',
  iKnowThis: 'I Know This',
  needToLearn: 'Need to Learn',
  reviewComplete: 'Review Complete',
  yourLearningList: 'Your Learning List',
  startOver: 'Start Over',
  identifiedTen: "You've identified 10 words to learn!",
  allWordsSeen: "You've gone through all the words!",
  // Context Learning
  contextLearning: 'Context Learning',
  allWords: 'All Words',
  learningTab: (count: number) => `Learning (${count})`,
  savedTab: (count: number) => `Saved (${count})`,
  reset: 'Reset',
  savedWords: 'Saved Words',
  showDefinitions: 'Show Definitions',
  noSavedWords: "You haven't saved any words yet.",
  browseAllWords: 'Browse All Words',
  markedKnown: (word: string) => `Marked "${word}" as known`,
  savedToList: (word: string) => `Saved "${word}" to your word list`,
  resetAllWords: 'Reset all words',
  backToMovie: 'Back to Movie',

  // ours
  backToEpisode: 'Back to Episode',
  levelSelector: 'Level',
  star: 'Star this word',
  unstar: 'Unstar this word',
  starredWords: 'Starred words',
  noStarredWords: 'No starred words yet.',
  overall: 'Overall',
  learnedOf: (learned: number, total: number) => `${learned} of ${total} learned`,
  wordOf: (index: number, total: number) => `Word ${index} of ${total}`,
  hideDefinition: 'Hide definition',
  showDefinition: 'Show definition and example',
  noDefinition: 'No definition offline: the title’s own line shows how it is used.',
  markKnown: 'Known',
  saveWord: 'Save',
  unsave: 'Saved',
  occurrences: (count: number) => (count === 1 ? 'once in this title' : `${count} times in this title`),
  noWords: 'This title has no words to study yet.',
  studyToolsLabel: 'More ways to study',
  /** The watch page's link among the study tools (its own texts are WatchMessages). */
  watchAndRead: 'Watch and read',
} as const;

/** The My Words dashboard. */
export const DashboardMessages = {
  // My Words screen
  myWords: 'My Words',
  totalWords: 'Total Words',
  wordsLearned: 'Words Learned',
  dayStreak: 'Day Streak',
  achievements: 'Achievements',
  yourContent: 'Your Content',

  // ours
  activity: 'Activity, last 12 weeks',
  activityDay: (date: string, count: number) =>
    count === 0 ? `${date}: no activity` : `${date}: ${countOf(count, 'action')}`,
  quickActions: 'Quick actions',
  browseTitles: 'Find a film or series',
  openMyMovies: 'Open My Movies',
  reviewFlashCards: 'Review flash cards',
  manageFlashCards: 'Manage flash cards',
  days: (count: number) => countOf(count, 'day'),
  noContent: 'Study a title and it shows here.',
  dueToday: (count: number) => `${countOf(count, 'flash card')} due today`,
  failedToLoad: 'The dashboard could not be loaded.',
  earned: 'Earned',
  progressOf: (progress: number, goal: number) => `${progress} / ${goal}`,
  achievement: {
    'first-ten-known': { title: 'First steps', description: 'Know 10 words' },
    'hundred-known': { title: 'Word collector', description: 'Know 100 words' },
    'seven-day-streak': { title: 'On a roll', description: 'Study 7 days in a row' },
    'first-title-at-95': { title: 'Film fluent', description: 'Know 95% of the words of a title' },
    'ten-flash-cards': { title: 'Card keeper', description: 'Keep 10 flash cards' },
    'first-training': { title: 'Trained', description: 'Finish a training session' },
  },
} as const;
