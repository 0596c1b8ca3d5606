import type { FastifyBaseLogger } from 'fastify';
import type { AiProvider } from '../ai-provider.js';
import type { MachineTranslator } from './apertium.js';
import type { DictionaryPreparation } from './dictionary-preparation.js';
import type { Dictionaries } from '@cinevocab/lexicon';
import { generateOfflineExercises } from './offline-exercises.js';
import { translateOffline } from './offline-translate.js';

export interface OfflineProviderDependencies {
  dictionaries: Dictionaries;
  translator: MachineTranslator;
  logger: FastifyBaseLogger;
  /** Whether the dictionaries are still being built: absent where they never are (tests). */
  preparation?: DictionaryPreparation | undefined;
}

/**
 * The AI service without a model: dictionaries, WordNet, espeak-ng's IPA and Apertium, all on
 * this machine. Its id names the data's version and the machine translation pairs, so stored
 * answers are made again when either changes.
 */
export function createOfflineProvider(dependencies: OfflineProviderDependencies): AiProvider {
  const { dictionaries, translator } = dependencies;
  const machinePairs = translator.pairs.map((pair) => `${pair.from}-${pair.to}`).join(',');
  return {
    kind: 'offline',
    // A getter: the dictionaries load on first use.
    get id() {
      return `offline:${dictionaries.version}:apertium[${machinePairs}]`;
    },
    translate: (request) => translateOffline(request, dependencies),
    generateExercises: async (request) => generateOfflineExercises(request, dictionaries),
  };
}
