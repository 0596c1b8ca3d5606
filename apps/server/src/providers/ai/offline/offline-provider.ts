import { type Dictionaries, glossRulesRevision } from '@cinevocab/lexicon';
import type { FastifyBaseLogger } from 'fastify';
import type { AiProvider } from '../ai-provider.js';
import type { Pronouncer } from '../../speech/pronouncer.js';
import type { MachineTranslator } from './apertium.js';
import { generateOfflineExercises } from './offline-exercises.js';
import { translateOffline } from './offline-translate.js';

export interface OfflineProviderDependencies {
  dictionaries: Dictionaries;
  translator: MachineTranslator;
  pronouncer: Pronouncer;
  logger: FastifyBaseLogger;
}

/**
 * The AI service without a model: the committed glosses, WordNet, eSpeak NG's IPA and, where the
 * machine has it, Apertium. Its id names the glosses' version, the look-up rules' revision and the
 * machine translation pairs, so stored answers are made again when any of them changes.
 */
export function createOfflineProvider(dependencies: OfflineProviderDependencies): AiProvider {
  const { dictionaries, translator } = dependencies;
  const machinePairs = translator.pairs.map((pair) => `${pair.from}-${pair.to}`).join(',');
  return {
    kind: 'offline',
    get id() {
      return `offline:${dictionaries.version}:rules${glossRulesRevision}:apertium[${machinePairs}]`;
    },
    translate: (request) => translateOffline(request, dependencies),
    generateExercises: async (request) => generateOfflineExercises(request, dictionaries),
  };
}
