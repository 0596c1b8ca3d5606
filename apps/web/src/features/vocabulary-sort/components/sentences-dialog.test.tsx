import { StudyMessages, type TitleSentence } from '@cinevocab/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { pairedLinesAnswer, stubWordService } from '@/test/word-service-fixtures';
import { SentencesDialog } from './sentences-dialog';

const lines: TitleSentence[] = [
  { order: 2, sentence: 'Tu veux du café ?', time: 12 },
  { order: 7, sentence: 'Le café est froid.', time: 95 },
];

describe('Show Sentences', () => {
  it('shows each of the word’s lines with its translation in my language under it', async () => {
    stubWordService({
      lineTranslations: () => pairedLinesAnswer({ 2: 'Do you want some coffee?', 7: 'The coffee is cold.' }),
    });
    renderWithProviders(
      <SentencesDialog
        word="café"
        sentences={lines}
        forms={['café']}
        title={{ mediaType: 'movie', id: 11 }}
        learning="fr"
        native="en"
        onClose={() => {}}
      />,
    );

    const dialog = await screen.findByRole('dialog', { name: StudyMessages.inContext('café') });
    expect(await within(dialog).findByText('Do you want some coffee?')).toHaveAttribute('lang', 'en');
    const line = within(dialog).getByRole('button', { name: /Le café est froid\./ });
    expect(line).toHaveAttribute('lang', 'fr');
    expect(within(line).getByText('The coffee is cold.')).toHaveAttribute('lang', 'en');
  });
});
