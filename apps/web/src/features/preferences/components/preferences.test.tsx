import { Messages, StorageKeys } from '@cinevocab/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeFetch, renderWithProviders } from '@/test/render';
import { LanguagePair } from './language-pair';
import { LanguageSelects } from './language-selects';
import { usePreferences } from '../hooks/use-preferences';
import { PreferencesProvider } from './preferences-provider';

/** Renders the selects; with a user, they appear once the account's languages have come. */
function renderPreferences(userId: string | null = 'user-1') {
  return renderWithProviders(
    <PreferencesProvider userId={userId}>
      <LanguageSelects inline />
      <LanguagePair />
    </PreferencesProvider>,
  );
}

function fakeAccount(
  saved: { preferredLanguage: string | null; myLanguage: string | null },
  put?: FakeApi[string],
) {
  const account = { ...saved };
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fakeFetch({
        'GET /api/me/preferences': () => ({ body: account }),
        'PUT /api/me/preferences': (body) => {
          puts.push(body);
          if (put) return put(body);
          Object.assign(account, body);
          return { body: account };
        },
      }),
    ),
  );
  return { account, puts };
}

/** Says whether the account still needs its first run. */
function SetupState() {
  return <p>{usePreferences().needsSetup ? 'needs setup' : 'set up'}</p>;
}

const learning = () => screen.getByRole('textbox', { name: Messages.learningLabel });
const mine = () => screen.getByRole('textbox', { name: Messages.myLanguageLabel });

async function pick(field: HTMLElement, language: string) {
  const user = userEvent.setup();
  await user.click(field);
  await user.click(await screen.findByRole('option', { name: language }));
}

describe('language preferences', () => {
  it('starts from the languages stored in this browser', () => {
    localStorage.setItem(StorageKeys.preferredLanguage, 'da');
    localStorage.setItem(StorageKeys.myLanguage, 'pt');
    renderPreferences(null);
    expect(learning()).toHaveValue('Danish');
    expect(mine()).toHaveValue('Portuguese');
    expect(
      screen.getByRole('img', { name: 'Learning Danish · explained in Portuguese' }),
    ).toBeInTheDocument();
  });

  it('falls back to English when the stored codes are not on the lists', () => {
    localStorage.setItem(StorageKeys.preferredLanguage, 'hi');
    localStorage.setItem(StorageKeys.myLanguage, 'klingon');
    renderPreferences(null);
    expect(learning()).toHaveValue('English');
    expect(mine()).toHaveValue('English');
  });

  it('follows the languages I pick in another tab of this browser', async () => {
    localStorage.setItem(StorageKeys.preferredLanguage, 'da');
    renderPreferences(null);
    expect(learning()).toHaveValue('Danish');
    // What the browser does when another tab stores a choice.
    localStorage.setItem(StorageKeys.preferredLanguage, 'fr');
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: StorageKeys.preferredLanguage,
        newValue: 'fr',
        storageArea: localStorage,
      }),
    );
    await waitFor(() => expect(learning()).toHaveValue('French'));
    // A tab that clears the storage: back to English.
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    await waitFor(() => expect(learning()).toHaveValue('English'));
  });

  it('remembers the languages I pick in localStorage and saves them to my account', async () => {
    const { puts } = fakeAccount({ preferredLanguage: 'en', myLanguage: 'en' });
    renderPreferences();

    await pick(await screen.findByRole('textbox', { name: Messages.learningLabel }), 'German');
    expect(learning()).toHaveValue('German');
    expect(localStorage.getItem(StorageKeys.preferredLanguage)).toBe('de');

    await pick(mine(), 'Hindi');
    expect(mine()).toHaveValue('Hindi');
    expect(localStorage.getItem(StorageKeys.myLanguage)).toBe('hi');

    await waitFor(() => expect(puts).toEqual([{ preferredLanguage: 'de' }, { myLanguage: 'hi' }]));
    expect(screen.getByRole('img', { name: 'Learning German · explained in Hindi' })).toBeInTheDocument();
  });

  it('takes the choices saved in my account when I sign in on another browser', async () => {
    localStorage.setItem(StorageKeys.preferredLanguage, 'it');
    const { puts } = fakeAccount({ preferredLanguage: 'es', myLanguage: 'fr' });
    renderPreferences();

    await waitFor(() => expect(learning()).toHaveValue('Spanish'));
    expect(mine()).toHaveValue('French');
    expect(localStorage.getItem(StorageKeys.preferredLanguage)).toBe('es');
    expect(localStorage.getItem(StorageKeys.myLanguage)).toBe('fr');
    expect(puts).toEqual([]);
  });

  it("waits for my account's languages before showing anything that would use this browser's", async () => {
    localStorage.setItem(StorageKeys.preferredLanguage, 'it');
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderWithProviders(
      <PreferencesProvider userId="user-1" fallback={<p>Loading languages</p>}>
        <LanguageSelects inline />
      </PreferencesProvider>,
    );
    expect(screen.getByText('Loading languages')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: Messages.learningLabel })).not.toBeInTheDocument();

    answer(
      new Response(JSON.stringify({ preferredLanguage: 'es', myLanguage: 'fr' }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await screen.findByRole('textbox', { name: Messages.learningLabel })).toHaveValue('Spanish');
    expect(screen.queryByText('Loading languages')).not.toBeInTheDocument();
  });

  it('chooses nothing for a new account that has never picked the language it learns, and says it needs setting up', async () => {
    localStorage.setItem(StorageKeys.preferredLanguage, 'fr');
    const { puts } = fakeAccount({ preferredLanguage: null, myLanguage: null });
    renderWithProviders(
      <PreferencesProvider userId="user-1">
        <SetupState />
      </PreferencesProvider>,
    );

    expect(await screen.findByText('needs setup')).toBeInTheDocument();
    // Given time to send anything, it has sent nothing: the first run asks.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(puts).toEqual([]);
  });

  it('sends my own language from this browser when an account that chose what it learns has none', async () => {
    localStorage.setItem(StorageKeys.myLanguage, 'de');
    const { puts } = fakeAccount({ preferredLanguage: 'fr', myLanguage: null });
    renderPreferences();

    await waitFor(() => expect(puts).toEqual([{ myLanguage: 'de' }]));
    expect(learning()).toHaveValue('French');
    expect(mine()).toHaveValue('German');
  });

  it('keeps my choice and tells me when it could not be saved to my account', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeAccount({ preferredLanguage: 'en', myLanguage: 'en' }, () => ({
      status: 500,
      body: { code: 'INTERNAL', message: Messages.errorDetail },
    }));
    renderPreferences();

    await pick(await screen.findByRole('textbox', { name: Messages.learningLabel }), 'Italian');
    expect(await screen.findByText(Messages.preferencesSaveFailed)).toBeInTheDocument();
    expect(learning()).toHaveValue('Italian');
    expect(localStorage.getItem(StorageKeys.preferredLanguage)).toBe('it');
  });
});
