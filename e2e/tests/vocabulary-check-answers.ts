import { fileURLToPath } from 'node:url';
import { VocabularyCheckPlan, VocabularyEstimateMessages } from '@cinevocab/core';
import { expect, type Page } from '@playwright/test';
import { loadLexicon } from '../../packages/lexicon/src/index';
import { testLexiconDirName } from '../../packages/lexicon/src/testing/test-lexicon';

/** The word tables the servers read (playwright.config.ts builds them before they start). */
const lexiconDir = fileURLToPath(new URL(`../../${testLexiconDirName}`, import.meta.url));

/**
 * Answers every word of the vocabulary check on the screen as a learner of Spanish who knows
 * exactly the lemmas ranked 1 to `knownRanks`, and no made-up word, would.
 */
export async function answerTheCheckKnowing(page: Page, knownRanks: number): Promise<void> {
  const spanish = loadLexicon({ dir: lexiconDir, languages: ['es'] }).tables.get('es');
  if (spanish === undefined) throw new Error(`no Spanish table in ${lexiconDir}`);
  const knows = (word: string) => (spanish.lemma(word)?.rank ?? Infinity) <= knownRanks;
  const shown = page.getByTestId('vocabulary-check-word');
  for (let index = 1; index <= VocabularyCheckPlan.items; index += 1) {
    await expect(
      page.getByText(VocabularyEstimateMessages.itemOf(index, VocabularyCheckPlan.items)),
    ).toBeVisible();
    const word = ((await shown.textContent()) ?? '').trim();
    expect(word).not.toBe('');
    await page
      .getByRole('button', {
        name: knows(word) ? VocabularyEstimateMessages.iKnowIt : VocabularyEstimateMessages.iDontKnowIt,
      })
      .click();
  }
}
