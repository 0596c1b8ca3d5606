import { Messages } from '@cinevocab/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authClient, resetFakeAuthClient } from '@/test/fake-auth-client';
import { fakeFetch, fakePublicConfig, renderWithProviders } from '@/test/render';
import { LoginScreen } from './login-screen';

vi.mock('@/lib/auth-client', () => import('@/test/fake-auth-client'));

function serverWithProviders(providers: { google: boolean; facebook: boolean }) {
  vi.stubGlobal('fetch', fakeFetch({ 'GET /api/config': () => ({ body: fakePublicConfig({ providers }) }) }));
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(Messages.emailLabel), email);
  if (password) await user.type(screen.getByLabelText(Messages.passwordLabel), password);
  return user;
}

describe('login screen', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    serverWithProviders({ google: true, facebook: true });
  });

  it('opens on the Login tab with both provider buttons, email, password and Sign in', () => {
    renderWithProviders(<LoginScreen />, { path: '/auth' });
    expect(screen.getByRole('tab', { name: Messages.loginTab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: Messages.registerTab })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('button', { name: Messages.continueWithGoogle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: Messages.continueWithFacebook })).toBeInTheDocument();
    expect(screen.getByLabelText(Messages.emailLabel)).toHaveAttribute('maxlength', '254');
    expect(screen.getByLabelText(Messages.emailLabel)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(Messages.passwordLabel)).toHaveAttribute('maxlength', '100');
    expect(screen.getByRole('button', { name: Messages.signInButton })).toBeEnabled();
    expect(screen.getByText(Messages.tagline)).toBeInTheDocument();
  });

  it('lists every validation message together above the form when my email and password are bad', async () => {
    renderWithProviders(<LoginScreen />, { path: '/auth' });
    const user = await fillIn('nope', 'short');
    await user.click(screen.getByRole('button', { name: Messages.signInButton }));

    const list = screen.getByRole('alert', { name: Messages.formErrorsLabel });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      Messages.emailInvalid,
      Messages.passwordTooShort,
      Messages.passwordNeedsUppercase,
      Messages.passwordNeedsNumber,
    ]);
    expect(authClient.signIn.email).not.toHaveBeenCalled();
  });

  it('says a lowercase-only password lacks an uppercase letter and a number', async () => {
    renderWithProviders(<LoginScreen />, { path: '/auth' });
    const user = await fillIn('ann@example.com', 'abcdefgh');
    await user.click(screen.getByRole('button', { name: Messages.signInButton }));
    const list = screen.getByRole('alert', { name: Messages.formErrorsLabel });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([Messages.passwordNeedsUppercase, Messages.passwordNeedsNumber]);
  });

  it('asks for an email and a password when I submit an empty form', async () => {
    renderWithProviders(<LoginScreen />, { path: '/auth' });
    await userEvent.setup().click(screen.getByRole('button', { name: Messages.signInButton }));
    const list = screen.getByRole('alert', { name: Messages.formErrorsLabel });
    expect(within(list).getByText(Messages.credentialsMissing)).toBeInTheDocument();
  });

  it('shows the password hint on the Register tab', async () => {
    renderWithProviders(<LoginScreen />, { path: '/auth' });
    expect(screen.queryByText(Messages.passwordHint)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: Messages.registerTab }));
    expect(screen.getByLabelText(Messages.passwordLabel)).toHaveAccessibleDescription(Messages.passwordHint);
    expect(screen.getByRole('button', { name: Messages.createAccountButton })).toBeInTheDocument();
  });

  it('says Signing in... and disables the buttons while signing in, then welcomes me and goes home', async () => {
    const answer = deferred<{ data: unknown; error: unknown }>();
    authClient.signIn.email.mockReturnValueOnce(answer.promise);
    const { router } = renderWithProviders(<LoginScreen />, { path: '/auth' });
    const user = await fillIn('  Ann@Example.com ', 'Secret123');
    await user.click(screen.getByRole('button', { name: Messages.signInButton }));

    expect(screen.getByRole('button', { name: Messages.signingIn })).toBeDisabled();
    expect(screen.getByRole('button', { name: Messages.continueWithGoogle })).toBeDisabled();
    expect(screen.getByRole('button', { name: Messages.continueWithFacebook })).toBeDisabled();
    expect(authClient.signIn.email).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'Secret123' });

    answer.resolve({ data: {}, error: null });
    expect(await screen.findByText(Messages.signedIn)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows the server's messages when signing in fails", async () => {
    authClient.signIn.email.mockResolvedValueOnce({
      data: null,
      error: { code: 'LOCKED_OUT', message: Messages.tooManyLoginAttempts, status: 429, statusText: '' },
    });
    renderWithProviders(<LoginScreen />, { path: '/auth' });
    const user = await fillIn('ann@example.com', 'Secret123');
    await user.click(screen.getByRole('button', { name: Messages.signInButton }));

    const list = await screen.findByRole('alert', { name: Messages.formErrorsLabel });
    expect(list).toHaveTextContent(Messages.tooManyLoginAttempts);
    expect(screen.getByRole('button', { name: Messages.signInButton })).toBeEnabled();
  });

  it('lists every message of a server validation error', async () => {
    authClient.signIn.email.mockResolvedValueOnce({
      data: null,
      error: {
        code: 'VALIDATION_ERROR',
        message: Messages.emailInvalid,
        messages: [Messages.emailInvalid, Messages.passwordTooShort],
        status: 400,
        statusText: '',
      },
    });
    renderWithProviders(<LoginScreen />, { path: '/auth' });
    const user = await fillIn('ann@example.com', 'Secret123');
    await user.click(screen.getByRole('button', { name: Messages.signInButton }));
    const list = await screen.findByRole('alert', { name: Messages.formErrorsLabel });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('falls back to Error signing in when the server cannot be reached', async () => {
    authClient.signIn.email.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<LoginScreen />, { path: '/auth' });
    const user = await fillIn('ann@example.com', 'Secret123');
    await user.click(screen.getByRole('button', { name: Messages.signInButton }));
    expect(await screen.findByRole('alert', { name: Messages.formErrorsLabel })).toHaveTextContent(
      Messages.errorSigningIn,
    );
  });

  it('says Creating account... while registering, then returns to Login with my email kept', async () => {
    const answer = deferred<{ data: unknown; error: unknown }>();
    authClient.signUp.email.mockReturnValueOnce(answer.promise);
    renderWithProviders(<LoginScreen />, { path: '/auth' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: Messages.registerTab }));
    await user.type(screen.getByLabelText(Messages.emailLabel), 'new@example.com');
    await user.type(screen.getByLabelText(Messages.passwordLabel), 'Secret123');
    await user.click(screen.getByRole('button', { name: Messages.createAccountButton }));

    expect(screen.getByRole('button', { name: Messages.creatingAccount })).toBeDisabled();
    expect(authClient.signUp.email).toHaveBeenCalledWith({
      email: 'new@example.com',
      password: 'Secret123',
      name: '',
      callbackURL: '/auth?confirmed=1',
    });

    answer.resolve({ data: { token: null }, error: null });
    expect(await screen.findByText(Messages.registered)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: Messages.loginTab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(Messages.emailLabel)).toHaveValue('new@example.com');
    expect(screen.getByLabelText(Messages.passwordLabel)).toHaveValue('');
  });

  it('shows the provider buttons disabled, with the reason in a tooltip, when the server has no such provider', async () => {
    serverWithProviders({ google: false, facebook: false });
    renderWithProviders(<LoginScreen />, { path: '/auth' });
    const googleReason = Messages.providerNotConfigured('Google');
    const button = (name: string) => screen.getByRole('button', { name });

    await waitFor(() =>
      expect(button(Messages.continueWithGoogle)).toHaveAccessibleDescription(googleReason),
    );
    expect(button(Messages.continueWithGoogle)).toBeDisabled();
    expect(button(Messages.continueWithFacebook)).toBeDisabled();
    expect(button(Messages.continueWithFacebook)).toHaveAccessibleDescription(
      Messages.providerNotConfigured('Facebook'),
    );

    // The tooltip's code arrives after the page shows; until then a hover shows nothing.
    const user = userEvent.setup();
    await waitFor(
      async () => {
        await user.unhover(button(Messages.continueWithGoogle).parentElement as HTMLElement);
        await user.hover(button(Messages.continueWithGoogle).parentElement as HTMLElement);
        expect(await screen.findByRole('tooltip', {}, { timeout: 200 })).toHaveTextContent(googleReason);
      },
      { timeout: 4000 },
    );
  });

  it('keeps the provider buttons enabled when the server offers them', async () => {
    renderWithProviders(<LoginScreen />, { path: '/auth' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: Messages.continueWithGoogle })).toBeEnabled(),
    );
    expect(screen.getByRole('button', { name: Messages.continueWithFacebook })).toBeEnabled();
  });

  it('only logs a failed social sign-in and lets me try again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    authClient.signIn.social.mockResolvedValueOnce({ data: null, error: { status: 500, statusText: '' } });
    renderWithProviders(<LoginScreen />, { path: '/auth' });
    const google = screen.getByRole('button', { name: Messages.continueWithGoogle });
    await waitFor(() => expect(google).toBeEnabled());
    await userEvent.setup().click(google);

    expect(authClient.signIn.social).toHaveBeenCalledWith({ provider: 'google', callbackURL: '/' });
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(Messages.errorSigningInWithGoogle, expect.anything()),
    );
    await waitFor(() => expect(google).toBeEnabled());
    expect(screen.queryByRole('alert', { name: Messages.formErrorsLabel })).not.toBeInTheDocument();
  });

  it('says my email is confirmed when I come back from the confirmation link', () => {
    renderWithProviders(<LoginScreen />, { path: '/auth?confirmed=1' });
    expect(screen.getByText(Messages.emailConfirmed)).toBeInTheDocument();
  });

  it('says the confirmation link is invalid when it came back with an error', () => {
    renderWithProviders(<LoginScreen />, { path: '/auth?confirmed=1&error=INVALID_TOKEN' });
    expect(screen.getByText(Messages.confirmationLinkInvalid)).toBeInTheDocument();
    expect(screen.queryByText(Messages.emailConfirmed)).not.toBeInTheDocument();
  });
});
