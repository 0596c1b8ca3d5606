import { Messages } from '@cinevocab/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AppErrorBoundary } from './app-error-boundary';

function Broken(): never {
  throw new Error('boom');
}

describe('top-level error screen', () => {
  it('says Something went wrong and offers Refresh Page, which reloads, when the app crashes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });

    renderWithProviders(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: Messages.errorTitle })).toBeInTheDocument();
    expect(screen.getByText(Messages.errorDetail)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: Messages.refreshPage }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
