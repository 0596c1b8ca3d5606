import {
  AiMessages,
  type AiResponse,
  languageName,
  PartOfSpeechPhrases,
  type TranslateRequest,
} from '@cinevocab/core';
import type { Dictionaries } from '@cinevocab/lexicon';
import type { FastifyBaseLogger } from 'fastify';
import type { ProviderTranslation } from '../ai-provider.js';
import type { Pronouncer } from '../../speech/pronouncer.js';
import type { MachineTranslator } from './apertium.js';
import { definitionOf, translationsOf } from './dictionary-lookups.js';

/** Translations shown as the word's meaning ('house, home, household'); the rest go to the explanation. */
export const translationsShown = 3;

export interface OfflineTranslateDependencies {
  dictionaries: Dictionaries;
  /** Apertium, where this machine has it: the lines' last resort, after the title's own translation. */
  translator: MachineTranslator;
  pronouncer: Pronouncer;
  logger: FastifyBaseLogger;
}

/** `/ipa/`, whether or not the data wrote the slashes. */
const slashed = (ipa: string) => `/${ipa.trim().replace(/^\/|\/$/g, '')}/`;

/**
 * A word explained from the committed glosses, WordNet's definitions and eSpeak NG's IPA: what
 * the data does not say stays empty and the notice says why in one line. Nothing is made up.
 */
export async function translateOffline(
  request: TranslateRequest,
  dependencies: OfflineTranslateDependencies,
): Promise<ProviderTranslation> {
  const { word, word_language: from, target_language: to, pos } = request;
  const notices: string[] = [];
  const sources = new Set<string>();
  const explanationNotes: string[] = [];

  const gloss = translationsOf(dependencies.dictionaries, from, to, word, pos);
  const translations = gloss?.translations ?? [];
  if (gloss === null) notices.push(AiMessages.noDictionaryKnows(word));
  else {
    sources.add(gloss.source);
    const more = translations.slice(translationsShown);
    if (more.length > 0) explanationNotes.push(AiMessages.moreSenses(more.join(', ')));
    if (gloss.via !== undefined) explanationNotes.push(AiMessages.byWayOf(languageName(gloss.via)));
  }

  const definition = definitionsOf(request, translations[0], dependencies.dictionaries, sources);
  const pronunciation = await pronunciationOf(request, dependencies, sources);

  const phrase = pos ? PartOfSpeechPhrases[pos] : undefined;
  if (phrase) explanationNotes.unshift(AiMessages.usedAs(phrase));
  // The notes are written in English, so they are keyed 'en' whatever the target language.
  const explanation: Record<string, string> =
    explanationNotes.length > 0 ? { en: explanationNotes.join(' ') } : {};

  const lines = await machineTranslatedLines(request, dependencies);
  if (lines.source !== undefined) sources.add(lines.source);

  return {
    response: {
      pronunciation,
      definition,
      translation: translations.slice(0, translationsShown).join(', '),
      explanation,
      translated_sentences: lines.translated,
      provider: 'offline',
      notice: notices.length > 0 ? notices.join(' ') : null,
      sources: [...sources],
      ...(gloss?.via === undefined ? {} : { via_language: gloss.via }),
    },
    isComplete: lines.isComplete,
  };
}

/**
 * The learning language's own definition (English: WordNet); for another learning language, the
 * English definition of its first English translation, which says what it means to an English
 * speaker. Empty when no source has one: the screen leaves the part out.
 */
function definitionsOf(
  { word, word_language: from, target_language: to, pos }: TranslateRequest,
  firstTranslation: string | undefined,
  dictionaries: Dictionaries,
  sources: Set<string>,
): Record<string, string> {
  const own = definitionOf(dictionaries, from, word, pos);
  if (own) {
    sources.add(own.source);
    return { [from]: own.definition.trim() };
  }
  if (to !== 'en' || firstTranslation === undefined) return {};
  const ofTranslation = definitionOf(dictionaries, 'en', baseOfTranslation(firstTranslation), pos);
  if (!ofTranslation) return {};
  sources.add(ofTranslation.source);
  return { [to]: ofTranslation.definition.trim() };
}

async function pronunciationOf(
  { word, word_language: from }: TranslateRequest,
  { pronouncer, logger }: OfflineTranslateDependencies,
  sources: Set<string>,
): Promise<string> {
  try {
    const ipa = await pronouncer.ipa(from, word);
    if (ipa === null || ipa.trim() === '') return '';
    sources.add(
      pronouncer.isApproximate(from)
        ? AiMessages.approximateSource(pronouncer.source, AiMessages.approximatePronunciation)
        : pronouncer.source,
    );
    return slashed(ipa);
  } catch (error) {
    // A word without IPA is still a word with a meaning.
    logger.warn({ err: error, language: from }, 'no IPA for a word');
    return '';
  }
}

/**
 * The sentences by Apertium where this machine has it; the title's own translated lines come
 * before it (the AI service puts them in). Incomplete when the translator failed for a passing
 * reason, so that the answer is not stored.
 */
async function machineTranslatedLines(
  { sentences, word_language: from, target_language: to }: TranslateRequest,
  { translator, logger }: OfflineTranslateDependencies,
): Promise<{ translated: AiResponse['translated_sentences']; source?: string; isComplete: boolean }> {
  if (sentences.length === 0 || !translator.canTranslate(from, to))
    return { translated: [], isComplete: true };
  try {
    const translated = await translator.translate(from, to, sentences);
    return {
      translated: sentences.map((original, index) => ({ original, translation: translated[index] ?? '' })),
      source: AiMessages.apertiumSource(AiMessages.offlineMachineTranslation),
      isComplete: true,
    };
  } catch (error) {
    logger.warn({ err: error, from, to }, 'offline machine translation failed');
    return { translated: [], isComplete: false };
  }
}

/** A translation as a dictionary headword: 'to eat' is 'eat', 'house (building)' is 'house'. */
function baseOfTranslation(text: string): string {
  return text
    .replace(/\s*[([][^)\]]*[)\]]\s*/g, ' ')
    .replace(/^to\s+/i, '')
    .trim();
}
