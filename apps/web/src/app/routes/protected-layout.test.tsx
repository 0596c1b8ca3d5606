import { Messages } from '@cinevocab/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authClient, fakeSession, resetFakeAuthClient, signInAs } from '@/test/fake-auth-client';
import { fakeFetch, fakePublicConfig, renderApp } from '@/test/render';
import { screensShowing, setScreenWidth } from '@/test/screen-width';

vi.mock('@/lib/auth-client', () => import('@/test/fake-auth-client'));

const ann = { id: 'user-1', email: 'ann@example.com' };

function fakeServer() {
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      'GET /api/config': () => ({ body: fakePublicConfig() }),
      'GET /api/me/preferences': () => ({ body: { preferredLanguage: 'es', myLanguage: 'en' } }),
      'GET /api/catalog/movie/popular': () => ({ body: { results: [] } }),
      'PUT /api/me/preferences': (body) => ({
        body: { preferredLanguage: 'es', myLanguage: 'en', ...(body as object) },
      }),
    }),
  );
}

describe('protected area', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    fakeServer();
    setScreenWidth(1280);
  });

  it('shows a large spinner while my session loads', () => {
    fakeSession.state = { data: null, isPending: true };
    renderApp('/');
    expect(screen.getByRole('status', { name: Messages.loading })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('sends me to the login screen, replacing history, when nobody is signed in', async () => {
    const { router } = renderApp('/my-words');
    expect(await screen.findByRole('tab', { name: Messages.loginTab })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends me home from the login screen when I am already signed in', async () => {
    signInAs(ann);
    const { router } = renderApp('/auth');
    expect(await screen.findByRole('heading', { level: 1, name: Messages.tagline })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the full navigation bar on a wide screen', async () => {
    signInAs(ann);
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: Messages.mainNavigationLabel });
    expect(within(nav).getByRole('link', { name: Messages.navHome })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: Messages.navMyWords })).toHaveAttribute('href', '/my-words');
    expect(within(nav).getByRole('link', { name: Messages.navMyMovies })).toHaveAttribute(
      'href',
      '/my-movies',
    );
    expect(screen.getByRole('link', { name: Messages.productName })).toHaveAttribute('href', '/');
    expect(screen.getByRole('textbox', { name: Messages.learningLabel })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: Messages.myLanguageLabel })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Learning Spanish · explained in English' }),
    ).toBeInTheDocument();
    expect(screensShowing(screen.getByRole('button', { name: Messages.navSignOut }))).toBe('wide');
    expect(screensShowing(nav)).toBe('wide');
    expect(screensShowing(screen.getByRole('button', { name: Messages.openMenu }))).toBe('narrow');
    expect(screen.queryByRole('link', { name: Messages.navTopRated })).not.toBeInTheDocument();
  });

  it('folds the links, the categories, both dropdowns and Sign out into a menu under 768 px', async () => {
    setScreenWidth(375);
    signInAs(ann);
    renderApp('/');
    const menuButton = await screen.findByRole('button', { name: Messages.openMenu });
    expect(screensShowing(menuButton)).toBe('narrow');
    // The bar's links and Sign out are for wide screens; a phone does not even build the dropdowns.
    expect(screensShowing(screen.getByRole('navigation'))).toBe('wide');
    expect(screensShowing(screen.getByRole('button', { name: Messages.navSignOut }))).toBe('wide');
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: Messages.learningLabel })).not.toBeInTheDocument(),
    );

    await userEvent.setup().click(menuButton);
    const menu = await screen.findByRole('dialog', { name: Messages.menuTitle });
    const links = within(within(menu).getByRole('navigation')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [Messages.navHome, '/'],
      [Messages.navMyWords, '/my-words'],
      [Messages.navMyMovies, '/my-movies'],
      [Messages.navMovies, '/?category=popular'],
      [Messages.navTvShows, '/?category=tv'],
      [Messages.navTopRated, '/?category=top_rated'],
    ]);
    expect(within(menu).getByRole('textbox', { name: Messages.learningLabel })).toBeInTheDocument();
    expect(within(menu).getByRole('textbox', { name: Messages.myLanguageLabel })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: Messages.navSignOut })).toBeInTheDocument();
  });

  it('shows the not-found page for a page that does not exist and logs the path', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signInAs(ann);
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: Messages.notFoundCode })).toBeInTheDocument();
    expect(screen.getByText(Messages.notFoundTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: Messages.returnHome })).toHaveAttribute('href', '/');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('404'), '/no-such-page');
  });

  it('checks my session when the page becomes visible again and only warns when it is gone', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signInAs(ann);
    const { router } = renderApp('/');
    await screen.findByRole('navigation', { name: Messages.mainNavigationLabel });
    authClient.getSession.mockResolvedValueOnce({ data: null, error: null });

    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(warned).toHaveBeenCalled());
    expect(authClient.getSession).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
  });
});
