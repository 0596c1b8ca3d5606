import {
  type AiDataSource,
  type AiSources,
  languageName,
  NATIVE_LANGUAGES,
  STUDY_LANGUAGES,
} from '@cinevocab/core';
import type { AttributionSource, Dictionaries } from '@cinevocab/lexicon';
import type { AiProvider } from '../../providers/ai/ai-provider.js';
import type { MachineTranslator } from '../../providers/ai/offline/apertium.js';
import type { Pronouncer } from '../../providers/speech/pronouncer.js';

const codes = new Set<string>([...STUDY_LANGUAGES, ...NATIVE_LANGUAGES].map((language) => language.code));

/** 'translations es→en, definitions en' → 'translations Spanish → English, definitions English'. */
function withLanguageNames(text: string): string {
  return text
    .replace(/\b([a-z]{2})→([a-z]{2})\b/g, (whole, from: string, to: string) =>
      codes.has(from) && codes.has(to) ? `${languageName(from)} → ${languageName(to)}` : whole,
    )
    .replace(/\b(definitions|IPA) ([a-z]{2})\b/g, (whole, kind: string, code: string) =>
      codes.has(code) ? `${kind} ${languageName(code)}` : whole,
    );
}

/** The dictionaries' sources as the lexicon's manifest lists them (packages/lexicon). */
export function attributionsOf(sources: readonly AttributionSource[]): AiDataSource[] {
  return sources.map((source) => ({
    name: source.name,
    use: withLanguageNames(summarisedUses(source.usedFor).join(', ')),
    licence: source.licence,
  }));
}

/** A source that serves many pairs (the wordnets serve all 44) is said in one phrase, not 44. */
const pairsListedAtMost = 8;

function summarisedUses(uses: readonly string[]): string[] {
  const pairs = uses.filter((use) => use.startsWith('translations '));
  if (pairs.length <= pairsListedAtMost) return [...uses];
  return [`translations for ${pairs.length} language pairs`, ...uses.filter((use) => !pairs.includes(use))];
}

/** The dictionaries' pairs only (dictionaries without a manifest: tests' fakes). */
export function pairAttributionsOf(dictionaries: Dictionaries): AiDataSource[] {
  return dictionaries.pairs().map((pair) => ({
    name: pair.source,
    use: `${languageName(pair.from)} → ${languageName(pair.to)} translations (${pair.headwords.toLocaleString('en')} headwords)`,
    licence: pair.licence,
  }));
}

/** What says the words: IPA and the spoken word where the browser has no voice. */
export function pronunciationSourceOf(pronouncer: Pick<Pronouncer, 'source'>): AiDataSource {
  return {
    name: pronouncer.source,
    use: `pronunciations (IPA) and spoken words: ${STUDY_LANGUAGES.map((language) => language.name).join(', ')} (Danish approximate)`,
    licence: 'GPL-3.0-or-later',
  };
}

/**
 * GET /api/ai/sources: what answers (the model, or the offline data) and every offline source
 * with its licence, Apertium's sentence translation last.
 */
export function aiSourcesOf(
  provider: AiProvider,
  model: string | null,
  dictionaries: Dictionaries,
  dataSources: readonly AiDataSource[],
  translator: MachineTranslator,
): AiSources {
  const sources = [...dataSources];
  if (translator.pairs.length > 0) {
    const pairs = translator.pairs.map((pair) => `${languageName(pair.from)} → ${languageName(pair.to)}`);
    sources.push({
      name: 'Apertium (machine translation)',
      use: `the title's sentences: ${pairs.join(', ')}`,
      licence: 'GPL-2.0 (engine and language pairs)',
    });
  }
  return { provider: provider.kind, model, dictionaries_version: dictionaries.version, sources };
}
