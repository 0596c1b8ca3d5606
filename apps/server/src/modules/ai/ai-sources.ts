import { type AiSources, languageName } from '@cinevocab/core';
import type { AiProvider } from '../../providers/ai/ai-provider.js';
import type { MachineTranslator } from '../../providers/ai/offline/apertium.js';
import type { Dictionaries } from '../../providers/ai/offline/dictionaries.js';

/**
 * Data the offline answers may use besides the dictionary pairs. Their licences are not in the
 * dictionaries' API; they are listed here while the dictionaries are loaded.
 */
const otherOfflineData = [
  { name: 'WordNet 3.0, Princeton University', use: 'English definitions', licence: 'WordNet 3.0 licence' },
  { name: 'eSpeak NG', use: 'pronunciations (IPA, approximate)', licence: 'GPL-3.0-or-later' },
];

export function aiSourcesOf(
  provider: AiProvider,
  model: string | null,
  dictionaries: Dictionaries,
  translator: MachineTranslator,
): AiSources {
  const pair = (from: string, to: string) => `${languageName(from)} → ${languageName(to)}`;
  const sources = dictionaries.pairs().map((entry) => ({
    name: entry.source,
    use: `${pair(entry.from, entry.to)} translations (${entry.headwords.toLocaleString('en')} headwords)`,
    licence: entry.licence,
  }));
  if (dictionaries.version !== 'none') sources.push(...otherOfflineData);
  if (translator.pairs.length > 0) {
    sources.push({
      name: 'Apertium',
      use: `sentence translation: ${translator.pairs.map((entry) => pair(entry.from, entry.to)).join(', ')}`,
      licence: 'GPL-2.0 (engine and language pairs)',
    });
  }
  return {
    provider: provider.kind,
    model,
    dictionaries_version: dictionaries.version,
    sources,
  };
}
