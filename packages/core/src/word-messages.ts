import { Messages } from './messages.js';
import { groupedCountOf } from './plural.js';

/**
 * User-facing texts of the word service, the word-level summary block and the words-at-a-level
 * page. The texts of the product CineVocab reproduces come first, letter for letter (its users
 * know them, and the tests read them); texts of ours follow, marked `ours`.
 */
export const WordMessages = {
  // Word-level summary block
  loadingWordSummary: 'Loading word summary...',
  analyzingVocabulary: 'Analyzing vocabulary…',
  tmdbIdNotAvailable: 'TMDB ID not available',
  tmdbIdNotAvailableForMovie: 'TMDB ID not available for this movie',
  episodeDetailsNotAvailable: 'Episode details not available',
  seasonDetailsNotAvailable: 'Season details not available',
  apiRequestFailed: (status: number) => `API request failed with status ${status}`,
  couldNotProcessResponse: Messages.couldNotProcessResponse,
  failedToFetchFromApi: (message: string) => `Failed to fetch from API: ${message}`,
  summaryLoaded: 'Word summary loaded successfully',
  total: 'Total',
  rawResponse: 'Raw response',
  // Loading a title's words
  failedVocabulary: 'Failed to load vocabulary data',
  failedSentences: 'Failed to load sentences data',
  invalidVocabularyData: 'Invalid or missing vocabulary data',
  invalidSentencesData: 'Invalid or missing sentences data',

  // ours
  noSubtitles: (languageName: string) => `No ${languageName} subtitles found for this title.`,
  uploadWrongLanguage: (declared: string, likeliest: string) =>
    `This file does not look like ${declared}: its lines read like ${likeliest}. Upload it under its own language.`,
  noTranslationOnService: (languageName: string) =>
    `OpenSubtitles has no ${languageName} subtitle for this title either: upload one as its translation.`,
  getTranslationLines: (languageName: string) => `Get the ${languageName} lines from OpenSubtitles`,
  getTranslationLinesHint: 'Uses one of the day’s downloads; the file is then kept for everyone.',
  noTranslationTrack: (languageName: string) =>
    `This title has no ${languageName} subtitle to translate its lines: upload one as its translation.`,
  translationTrackUnpaired: (languageName: string) =>
    `The ${languageName} subtitle of this title does not match its lines in time (another cut or another film?), so its lines are not shown.`,
  translationTrackUnreadable: (languageName: string) =>
    `The ${languageName} subtitle of this title cannot be read as a subtitle.`,
  noSubtitlesHint: 'Upload a subtitle file (.srt, .vtt or .ass) and its vocabulary is ready in a moment.',
  unsupportedLanguage: (code: string) => `Vocabulary is not available for the language '${code}'.`,
  uploadSubtitles: 'Upload subtitles',
  uploadDrop: 'Drop a subtitle file here, or click to choose one',
  uploadTooLarge: 'The file is larger than 2 MB.',
  uploadWrongType: 'Only .srt, .vtt, .ass and .ssa subtitle files can be uploaded.',
  uploadNotASubtitle: 'This file is not a subtitle file we can read.',
  uploadDone: 'Subtitles uploaded. Analysing their vocabulary…',
  uploadReplaced: 'Subtitles replaced.',
  uploadDeleted: 'Subtitles deleted.',
  uploadNotYours: 'Only the person who uploaded these subtitles can change them.',
  uploadNotFound: 'These subtitles do not exist (any more).',
  uploadFileMissing: 'Choose a subtitle file to upload (the form field "file").',
  uploadOneFileOnly: 'Upload one subtitle file at a time.',
  uploadNotMultipart: 'Send the subtitle file as multipart/form-data.',
  uploadTooManyFields: 'The upload form has too many fields.',
  uploadMalformed: 'The upload could not be read: send one complete multipart/form-data body.',
  uploadCompressed: 'Send the subtitle file uncompressed: an upload with a Content-Encoding is not accepted.',
  subtitleProviderUnavailable: 'The subtitle service is not available right now. Please try again later.',
  subtitleQuotaReached:
    'The daily download limit of the subtitle service is reached. Please try again tomorrow.',
  analysisFailed: 'The vocabulary of this title could not be analysed.',
  languageNotBuilt: (languageName: string) =>
    `The ${languageName} word tables are not built yet. Run npm run lexicon:build.`,

  // ours: the word-level summary block and its upload drop zone
  levelsLabel: 'Words by level',
  wordCount: (count: number) => groupedCountOf(count, 'word'),
  summaryFailed: 'The word summary could not be loaded.',
  uploadFileLabel: 'Subtitle file',
  uploadFormats: '.srt, .vtt, .ass or .ssa · at most 2 MB',
  uploading: (fileName: string) => `Uploading ${fileName}…`,
  // ours: a title's translation track, uploaded from its word summary
  addTranslationTrack: (languageName: string) => `Add a translation in ${languageName}`,
  uploadTranslationTrack: (languageName: string) => `Upload ${languageName} subtitles`,
  translationTrackHint: (languageName: string, learningName: string) =>
    `A subtitle file in ${languageName}, timed like this title's ${learningName} one, shows each line's translation under it.`,
  translationTrackUploaded: (languageName: string) =>
    `${languageName} subtitles uploaded: the lines show their translation.`,

  // The words-at-a-level page, laid out as the vocabulary table screen
  vocabularyAllLevels: 'Vocabulary - All Levels',
  levelTitle: (level: number) => `Level ${level}`,
  levelOptionAll: 'All',
  columnWord: 'Word',
  // Issue 33: a learner reads how common a word is, not its raw frequency.
  columnFrequency: 'How common',
  columnCount: 'Count',
  columnDifficulty: 'Difficulty',
  noWordsForLevel: (level: number | 'all') => `No words found for level ${level}.`,
  tryAnotherLevel: 'Try another difficulty level or a different movie.',
  // ours
  levelPickerLabel: 'Level',
  wordsTableLabel: 'Words of this title',
  columnForms: 'Forms in this title',
  frequencyHint:
    'How often films and series say the word: very common (100 or more times in a million words), common (20 or more), less common (3 or more), rare (fewer, or not in the list)',
  commonness: {
    veryCommon: 'Very common',
    common: 'Common',
    lessCommon: 'Less common',
    rare: 'Rare',
  },
  perMillion: (value: string) => `${value} per million words`,
  backToTitle: (name: string) => `Back to ${name}`,
  episodeRefMissing: 'Open this episode from its show to see its words.',
} as const;
