import {
  AiMessages,
  type AiResponse,
  languageName,
  PartOfSpeechPhrases,
  type TranslateRequest,
} from '@cinevocab/core';
import type { FastifyBaseLogger } from 'fastify';
import type { ProviderTranslation } from '../ai-provider.js';
import type { MachineTranslator } from './apertium.js';
import type { Dictionaries } from '@cinevocab/lexicon';
import { definitionOf, ipaOf, translationsOf } from './dictionary-lookups.js';
import type { DictionaryPreparation } from './dictionary-preparation.js';

/** Translations shown as the word's meaning ('house, home, household'); the rest go to the explanation. */
export const translationsShown = 3;

export interface OfflineTranslateDependencies {
  dictionaries: Dictionaries;
  translator: MachineTranslator;
  logger: FastifyBaseLogger;
  /** Whether the dictionaries are still being built (a fresh server), to say so rather than "none". */
  preparation?: DictionaryPreparation | undefined;
}

/** `/ipa/`, whether or not the data wrote the slashes. */
const slashed = (ipa: string) => `/${ipa.trim().replace(/^\/|\/$/g, '')}/`;

/**
 * A word explained from offline data only: what the data does not say stays empty and
 * the notice says why. Nothing is made up.
 */
export async function translateOffline(
  request: TranslateRequest,
  { dictionaries, translator, logger, preparation }: OfflineTranslateDependencies,
): Promise<ProviderTranslation> {
  const { word, word_language: from, target_language: to, sentences, pos } = request;
  const fromName = languageName(from);
  const toName = languageName(to);
  const notices: string[] = [];
  const sources = new Set<string>();
  let isComplete = true;

  let translation = '';
  let firstTranslation: string | undefined;
  const explanationNotes: string[] = [];
  // A pair missing while the dictionaries are being built is not missing: the answer says when
  // it will be there, is not stored, and tells the screen when to ask again.
  const readyInSeconds = dictionaries.hasPair(from, to) ? undefined : preparation?.readyInSeconds();
  if (readyInSeconds !== undefined) {
    notices.push(AiMessages.offlineDictionariesPreparing(fromName, toName, readyInSeconds));
    isComplete = false;
  } else if (!dictionaries.hasPair(from, to)) {
    notices.push(AiMessages.noOfflineDictionary(fromName, toName));
  } else {
    const lookup = translationsOf(dictionaries, from, to, word, pos);
    if (lookup) {
      translation = lookup.translations.slice(0, translationsShown).join(', ');
      firstTranslation = lookup.translations[0];
      const more = lookup.translations.slice(translationsShown);
      if (more.length > 0) explanationNotes.push(AiMessages.moreSenses(more.join(', ')));
      sources.add(lookup.source);
    } else {
      notices.push(AiMessages.wordNotInDictionary(word));
    }
  }

  const definition: Record<string, string> = {};
  const defined = definitionOf(dictionaries, from, word, pos);
  if (defined) {
    definition[from] = defined.definition.trim();
    sources.add(defined.source);
  } else if (from !== 'en') {
    // No definition in the learning language offline (WordNet is English): in English, the
    // definition of the word's first translation says what it means, in the learner's language.
    const ofTranslation =
      to === 'en' && firstTranslation
        ? definitionOf(dictionaries, 'en', baseOfTranslation(firstTranslation))
        : null;
    if (ofTranslation) {
      definition[to] = ofTranslation.definition.trim();
      sources.add(ofTranslation.source);
    } else if (readyInSeconds === undefined) {
      notices.push(AiMessages.noOfflineDefinition(fromName));
    }
  }

  let pronunciation = '';
  const ipa = ipaOf(dictionaries, from, word);
  if (ipa) {
    pronunciation = slashed(ipa.ipa);
    sources.add(
      ipa.approximate
        ? AiMessages.approximateSource(ipa.source, AiMessages.approximatePronunciation)
        : ipa.source,
    );
  }

  const phrase = pos ? PartOfSpeechPhrases[pos] : undefined;
  if (phrase) explanationNotes.unshift(AiMessages.usedAs(phrase));
  // The notes are written in English, so they are keyed 'en' whatever the target language.
  const explanation: Record<string, string> =
    explanationNotes.length > 0 ? { en: explanationNotes.join(' ') } : {};

  let translatedSentences: AiResponse['translated_sentences'] = [];
  if (sentences.length > 0) {
    if (translator.canTranslate(from, to)) {
      try {
        const translated = await translator.translate(from, to, sentences);
        translatedSentences = sentences.map((original, index) => ({
          original,
          translation: translated[index] ?? '',
        }));
        sources.add(AiMessages.apertiumSource(AiMessages.offlineMachineTranslation));
      } catch (error) {
        logger.warn({ err: error, from, to }, 'offline machine translation failed');
        isComplete = false;
        notices.push(AiMessages.noOfflineSentenceTranslation(fromName, toName));
      }
    } else {
      notices.push(AiMessages.noOfflineSentenceTranslation(fromName, toName));
    }
  }

  return {
    response: {
      pronunciation,
      definition,
      translation,
      explanation,
      translated_sentences: translatedSentences,
      provider: 'offline',
      notice: notices.length > 0 ? notices.join(' ') : null,
      sources: [...sources],
      ...(readyInSeconds === undefined ? {} : { retry_in_seconds: readyInSeconds }),
    },
    isComplete,
  };
}

/** A translation as a dictionary headword: 'to eat' is 'eat', 'house (building)' is 'house'. */
function baseOfTranslation(text: string): string {
  return text
    .replace(/\s*[([][^)\]]*[)\]]\s*/g, ' ')
    .replace(/^to\s+/i, '')
    .trim();
}
