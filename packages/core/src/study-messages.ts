import { progressNotSaved } from './frame-messages.js';
import { countOf, groupDigits } from './plural.js';

/**
 * User-facing texts of the study tools: the adaptive sort screen, the vocabulary table, the
 * floating buttons, the learn-words drill and My Movies. The texts of the product CineVocab reproduces come first, letter for letter (its users
 * know them, and the tests read them); texts of ours follow, marked `ours`.
 */
export const StudyMessages = {
  // Adaptive sort screen
  adaptiveSort: 'Adaptive Sort',
  adaptiveSortIntro: (languageName: string) =>
    `Words adapt to your knowledge level. Learning in ${languageName}.`,
  backToEpisode: 'Back to Episode',
  backToMovie: 'Back to Movie',
  loadProgress: 'Load Progress',
  saveProgress: 'Save Progress',
  allLevels: 'All Levels',
  level: (level: number) => `Level ${level}`,
  knownWords: 'Known Words',
  learningWords: 'Learning Words',
  learningCount: (count: number, target: number) => `Learning: ${count}/${target}`,
  cardsRemaining: 'Cards Remaining',
  difficulty: (value: number) => `Difficulty: ${value.toFixed(1)}`,
  levelBadge: (level: number) => `Lv${level}`,
  appearsInMovie: (count: number) => `Appears ${countOf(count, 'time')} in the movie`,
  iKnowThis: 'I Know This',
  needToLearn: 'Need to Learn',
  showSentences: 'Show Sentences',
  loadingData: 'Loading data...',
  noVocabulary: 'No vocabulary data available',
  noVocabularyHint: (kind: 'movie' | 'episode' | 'season') =>
    `We couldn't find any vocabulary data for this ${kind}. Please try another ${kind}.`,
  wordsToLearn: 'Words to Learn',
  noWordsMarked: "You didn't mark any words to learn. Great job!",
  learnAnother: 'Learn another 10 words',
  inContext: (word: string) => `"${word}" in Context`,
  foundInSentences: (count: number) => `Found in ${countOf(count, 'sentence')}`,
  noSentencesForWord: 'No sentences found containing this word.',
  clickToHear: 'Click on any word to hear its pronunciation',
  noWordsFound: 'No words found.',
  learnMyWordsCount: (count: number) => `Learn My Words (${count})`,
  // Toasts and alerts of the sort screen, the table and My Movies
  undid: (word: string) => `Undid: "${word}" moved back to unsorted`,
  identified: (count: number) => `You've identified ${countOf(count, 'word')} to learn!`,
  noWordsToSave: 'No words to save',
  noMarkedWordsToSave: 'No marked words to save',
  noWordsToLoad: 'No words available to load progress for',
  failedToSave: progressNotSaved,
  progressSaved: (count: number) => `Progress saved! ${countOf(count, 'word')} stored to cloud`,
  failedToLoad: 'Failed to load progress',
  progressLoadedSort: (count: number, known: number, learning: number) =>
    `Progress loaded! ${countOf(count, 'word')} updated from cloud. ${known} known, ${learning} learning.`,
  progressLoadedTable: (count: number) => `Progress loaded! ${countOf(count, 'word')} updated from cloud`,
  speechUnsupported: 'Speech synthesis not supported in your browser',
  pronunciationFailed: 'Error playing pronunciation',
  /** The server's voice found no sound to make (a text of punctuation only). */
  nothingToPronounce: 'There is nothing to pronounce in this text',
  invalidVocabulary: 'Invalid or missing vocabulary data',
  invalidSentences: 'Invalid or missing sentences data',

  // Floating action buttons
  learnMyWords: 'Learn My Words',
  myFlashCards: 'My Flash Cards',
  badgeCap: '99+',
  noLearningWordsAvailable: 'No learning words available',

  // Vocabulary table
  filterAll: 'All',
  filterToLearn: 'To Learn',
  filterKnown: 'Known',
  filterUnsorted: 'Unsorted',
  searchWords: 'Search words...',
  columnTranslation: 'Translation',

  // Learn-words drill
  showAnswer: 'Show Answer',
  knowIt: 'Know It',
  dontKnow: "Don't Know",
  shuffle: 'Shuffle',
  reset: 'Reset',
  pass: (pass: number) => `Pass ${pass}`,
  sessionCompleted: 'Learning Session Completed!',
  totalWords: 'Total Words',
  passesCompleted: 'Passes Completed',
  passSummary: 'Pass Summary',
  perfect: 'Perfect! 🎉',
  wordsToReview: (count: number) => `${countOf(count, 'word')} to review`,
  noLearningWordsFound: 'No Learning Words Found',
  noLearningWordsProvided: 'No learning words provided',
  sessionReset: 'Learning session reset',
  wordsShuffled: (deck: 'main' | 'review') => `Words shuffled in ${deck} deck`,
  passComplete: (pass: number, words: number) =>
    `Pass ${pass} complete! Starting Pass ${pass + 1} with ${countOf(words, 'word')}`,

  // My Movies
  myMovies: 'My Movies',
  tabAll: 'All',
  tabInProgress: 'InProgress',
  tabCompleted: 'Completed',
  tabFavorites: 'Favorites',
  noMoviesFound: 'No movies found',
  noMoviesHint: "Click 'Load Progress' to see your movies with vocabulary progress",
  progressLoadedSuccessfully: 'Progress loaded successfully',
  foundMovies: (count: number) => `Found ${countOf(count, 'movie')}...`,
  noProgressData: 'No progress data',
  failedToLoadWith: (message: string) => `Failed to load progress: ${message}`,
  pleaseLogIn: 'Please log in to load your movie progress',
  noValidSession: 'No valid authentication session found',
  contentFallback: (id: number) => `Content ${id}`,

  // ours
  appearsInEpisode: (count: number) => `Appears ${countOf(count, 'time')} in the episode`,
  sortMethodLabel: 'Sorting method',
  sortAdaptive: 'Adaptive',
  sortHardest: 'Hardest first',
  sortEasiest: 'Easiest first',
  sortMostFrequent: 'Most frequent first',
  levelFilterLabel: 'Level filter',
  /** On a phone: the button, and the sheet it opens, holding Load and Save Progress, the level and the order. */
  sortOptions: 'Sort options',
  undo: 'Undo',
  undoTooltip: (word: string, action: 'known' | 'learning', actions: number) =>
    `Undo "${word}" (${action === 'known' ? 'known' : 'to learn'}) · ${countOf(actions, 'action')} so far`,
  nothingToUndo: 'Nothing to undo yet',
  speak: (word: string) => `Pronounce "${word}"`,
  sortKeysHint: '← known · → to learn · Backspace undo',
  savedToCloud: 'Saved',
  savingToCloud: 'Saving…',
  saveRetrying: 'Not saved yet: retrying',
  coverage: (percent: number, kind: 'movie' | 'episode' | 'season') =>
    `You know ${percent}% of the words in this ${kind}`,
  coverageTo95: (words: number) => `Learn ${countOf(words, 'more word', 'more words')} to follow 95% of it`,
  coverageReached: 'You can follow 95% of it or more',
  coverageLabel: 'Known-word coverage',
  markKnown: 'Mark as known',
  markToLearn: 'Mark to learn',
  statusLabel: 'Status',
  favourite: 'Favourite',
  unfavourite: 'Remove from favourites',
  // My Movies counts: 'known' is a word the learner knows, 'to learn' one on their list, and
  // 'learnt' one of the known that was on that list first. One word for each, on every screen.
  knownOfTotal: (known: number, total: number) => `${known} of ${countOf(total, 'word')} known`,
  countToLearn: (count: number) => `${countOf(count, 'word')} to learn`,
  countLearnt: (count: number) => `${count} of the known learnt from your list`,
  myMoviesCountsLabel: 'Words of this title',
  noSubtitlesYet: 'No words yet: open the title to upload its subtitles',
  bulkBadRecord: (index: number, token: string | null, problem: string) =>
    `Record ${index + 1}${token === null ? '' : ` ('${token}')`}: ${problem}`,
  bulkTooMany: (max: number) => `A save holds at most ${groupDigits(max)} words.`,
  bulkEmpty: 'A save needs at least one word.',
  // The drill's end screen: what each figure counts.
  knownFirstTime: 'Known at first sight',
  learntAfterReview: 'Learnt after a review',
  drillAnswerLoading: 'Looking the word up…',
} as const;
