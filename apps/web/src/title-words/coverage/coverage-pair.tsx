import type { NativeLanguageCode, StudyLanguageCode } from '@cinevocab/core';
import { createContext, type ReactNode, useContext } from 'react';

export interface CoveragePair {
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
}

const CoveragePairContext = createContext<CoveragePair | null>(null);

/**
 * The language pair that title cards count the learner's coverage in, given by the route: the
 * lists of cards sit deep in features that may not read the learner's preferences themselves.
 * Cards outside it show no coverage.
 */
export function CoveragePairProvider({ pair, children }: { pair: CoveragePair; children: ReactNode }) {
  return <CoveragePairContext.Provider value={pair}>{children}</CoveragePairContext.Provider>;
}

export const useCoveragePair = (): CoveragePair | null => useContext(CoveragePairContext);
