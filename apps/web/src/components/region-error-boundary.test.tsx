import { Messages } from '@cinevocab/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { RegionErrorBoundary } from './region-error-boundary';

describe('a failing part of a page', () => {
  it('says so in its own place, keeps the rest of the page, and shows the part again on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let isBroken = true;
    function Panel() {
      if (isBroken) throw new Error('boom');
      return <p>The panel</p>;
    }

    renderWithProviders(
      <main>
        <h1>The page</h1>
        <RegionErrorBoundary>
          <Panel />
        </RegionErrorBoundary>
      </main>,
    );

    expect(screen.getByRole('heading', { name: 'The page' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(Messages.regionFailed);
    isBroken = false;
    await userEvent.setup().click(screen.getByRole('button', { name: Messages.tryAgain }));
    expect(screen.getByText('The panel')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
