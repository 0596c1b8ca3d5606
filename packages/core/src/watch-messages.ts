import { countOf, groupDigits, groupedCountOf } from './plural.js';

/**
 * User-facing texts of the watch page: a title's transcript with its words coloured by what the
 * learner knows, and the learner's own video file played beside it.
 */
export const WatchMessages = {
  heading: 'Watch and read',
  loading: 'Loading the lines…',
  // The figures at the top, which follow each mark.
  linesUnderstood: (understood: number, total: number) =>
    `${groupDigits(understood)} of ${groupedCountOf(total, 'line')} with no new word`,
  coverage: (percent: number) => `${percent}% of the title's words known`,
  newWordsLeft: (count: number) => `${countOf(count, 'new word')} left`,
  // The legend.
  legendNew: 'New',
  legendToLearn: 'To learn',
  legendKnown: 'Known',
  // Word states, in each word's accessible name.
  wordState: {
    new: 'new word',
    'to-learn': 'to learn',
    known: 'known',
    ignored: 'ignored',
  },
  wordButtonLabel: (form: string, state: string) => `${form}, ${state}`,
  // The toolbar.
  showTranslations: 'Show all translations',
  showTranslation: 'Show translation',
  hideTranslation: 'Hide translation',
  noTranslations: 'No translation of the lines in your language.',
  onlyOneNew: 'Only lines with one new word',
  nextNewWord: 'Next new word',
  noNextNewWord: 'No new word after this line.',
  markSceneKnown: 'Mark the rest of this scene known',
  markedSceneKnown: (count: number) => `${countOf(count, 'word')} marked known`,
  nothingToMark: 'No new word above this line.',
  undo: 'Undo',
  undone: 'Marks undone.',
  densityStrip: 'Where the new words are, along the running time',
  densityJump: (time: string, count: number) => `Go to ${time}: ${countOf(count, 'new word')}`,
  lineTime: (time: string) => `at ${time}`,
  // The word's dialog.
  wordDialog: (lemma: string) => `The word ${lemma}`,
  levelAndCount: (level: string, count: number) => `${level} · ${countOf(count, 'time')} in this title`,
  formIn: (form: string) => `As written here: ${form}`,
  noGloss: 'No dictionary has this word yet.',
  speak: (word: string) => `Say ${word}`,
  markKnown: 'Known',
  markToLearn: 'To learn',
  markNew: 'Not known',
  saveCard: 'Save as card',
  // The video.
  videoHeading: 'Your video',
  videoPick: 'Open a video file',
  videoPickHint:
    'Your own copy of this title, from this device. It plays here and never leaves your device: nothing is uploaded.',
  videoCannotPlay: 'Your browser cannot play this file. The lines below still work.',
  videoTooShort: (videoLength: string, lastLine: string) =>
    `This video is ${videoLength} long, but the lines run to ${lastLine}: it may be another cut, a trailer or another film, so the lines will not match it.`,
  videoClose: 'Close the video',
  offset: (seconds: string) => `Lines shifted by ${seconds}`,
  offsetEarlier: 'Show the lines earlier',
  offsetLater: 'Show the lines later',
  offsetReset: 'Reset',
  syncHere: 'I just heard this line',
  syncPrompt: 'Now tap the time of the line you just heard in the lines below.',
  syncCancel: 'Cancel',
  pauseOnNew: 'Pause after a line with a new word',
  hideTranslationLine: 'Hide the translation until asked',
  replay: 'Replay the line',
  previousLine: 'Previous line',
  nextLine: 'Next line',
  playbackRate: 'Speed',
  pausedForNew: 'Paused: this line has a new word.',
  // Keys.
  keysHeading: 'Keyboard shortcuts',
  keysOpen: 'Keyboard shortcuts (?)',
  keys: [
    ['Space', 'Play or pause the video'],
    ['← / →', 'Previous or next line'],
    ['R', 'Replay the line'],
    ['N', 'Next line with a new word'],
    ['K', 'Mark the chosen word known'],
    ['L', 'Mark the chosen word to learn'],
    ['[ / ]', 'Show the lines earlier or later (0.1 s)'],
    ['?', 'Show these shortcuts'],
  ] as const,
} as const;
