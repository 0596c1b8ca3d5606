import { StudyMessages } from '@cinevocab/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { FloatingButtons } from './floating-buttons';

const learnButton = () => screen.getByRole('button', { name: new RegExp(`^${StudyMessages.learnMyWords}`) });

describe('the floating study buttons', () => {
  it('show how many words there are to learn', () => {
    renderWithProviders(<FloatingButtons learningCount={3} onLearnWords={() => undefined} />);
    expect(learnButton()).toHaveTextContent(`${StudyMessages.learnMyWords}3`);
  });

  it('show no badge when there is no word to learn, not a red 0', () => {
    renderWithProviders(<FloatingButtons learningCount={0} onLearnWords={() => undefined} />);
    expect(learnButton()).toHaveTextContent(new RegExp(`^${StudyMessages.learnMyWords}$`));
  });
});
