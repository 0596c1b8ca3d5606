import { AppRoutes, Messages } from '@cinevocab/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authClient, resetFakeAuthClient } from '@/test/fake-auth-client';
import { renderWithProviders } from '@/test/render';
import { SignOutButton } from './sign-out-button';

vi.mock('@/lib/auth-client', () => import('@/test/fake-auth-client'));

/** Clicks Sign out, then "loads" the next page: a fresh render of the app's providers. */
async function signOutAndReload() {
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
  const first = renderWithProviders(<SignOutButton />);
  await userEvent.setup().click(screen.getByRole('button', { name: Messages.navSignOut }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith(AppRoutes.auth));
  first.unmount();
  renderWithProviders(<p>login page</p>, { path: AppRoutes.auth });
}

describe('signing out', () => {
  beforeEach(() => resetFakeAuthClient());

  it('loads the login page in full and then says I have been signed out', async () => {
    await signOutAndReload();
    expect(authClient.signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(Messages.signedOut)).toBeInTheDocument();
  });

  it('still goes to the login page when the server refuses, saying there was an issue', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    authClient.signOut.mockResolvedValueOnce({ data: null, error: { status: 500, statusText: '' } });
    await signOutAndReload();
    expect(await screen.findByText(Messages.signOutIssue)).toBeInTheDocument();
  });

  it('still goes to the login page when the server cannot be reached, saying sign-out failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    authClient.signOut.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await signOutAndReload();
    expect(await screen.findByText(Messages.signOutError)).toBeInTheDocument();
  });
});
