import type { ReactNode } from 'react';

/**
 * The word-level summary's place on the movie and episode pages. The summary is
 * another feature's, so the route fills the slot and the page only says where it goes: first in
 * the page's accordion. The page keeps the item valued `itemValue` open from the start; the
 * summary's item appears once it has loaded, and so opens then (its value is 'wordLevelSummary').
 */
export const wordSummaryItemValue = 'wordLevelSummary';

/** Renders the summary of a loaded title, given the value its accordion item must carry. */
export type WordSummarySlot<Title> = (title: Title, itemValue: string) => ReactNode;
