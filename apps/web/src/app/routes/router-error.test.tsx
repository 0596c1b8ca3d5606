import { Messages } from '@cinevocab/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render';
import { RouteErrorBoundary } from './router-error';

function Broken(): never {
  throw new Error('The reel snapped');
}

describe('router error screen', () => {
  it("shows Unexpected Application Error! with the error's message and a Refresh Page button", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/', [
      {
        path: '/',
        element: (
          <RouteErrorBoundary>
            <Broken />
          </RouteErrorBoundary>
        ),
      },
    ]);

    expect(await screen.findByRole('heading', { name: Messages.routerErrorTitle })).toBeInTheDocument();
    expect(screen.getByText('The reel snapped')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: Messages.refreshPage })).toBeInTheDocument();
  });
});
