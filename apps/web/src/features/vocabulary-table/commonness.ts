import { WordMessages } from '@cinevocab/core';

/**
 * How common a word is, in words a learner reads at once, from its frequency per million words
 * of film and TV dialogue (0 when the frequency list does not have it).
 */
export function commonnessOf(perMillion: number): string {
  if (perMillion >= 100) return WordMessages.commonness.veryCommon;
  if (perMillion >= 20) return WordMessages.commonness.common;
  if (perMillion >= 3) return WordMessages.commonness.lessCommon;
  return WordMessages.commonness.rare;
}
