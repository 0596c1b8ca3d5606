import { Messages, StorageKeys } from '@cinevocab/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, toastsReady } from '@/test/render';
import { DeferredLanguageSelects, type DeferredLanguageSelectsProps } from './deferred-language-selects';
import { PreferencesProvider } from './preferences-provider';

function renderFields(load?: DeferredLanguageSelectsProps['load']) {
  localStorage.setItem(StorageKeys.preferredLanguage, 'es');
  localStorage.setItem(StorageKeys.myLanguage, 'en');
  return renderWithProviders(
    <PreferencesProvider userId={null}>
      <DeferredLanguageSelects inline load={load} />
    </PreferencesProvider>,
  );
}

/** The app's own fetch of the dropdowns' script, counted. */
const countedLoad = () => vi.fn(() => import('./language-selects'));

/** What a phone that has lost its connection meets: the dropdowns' script does not come. */
const unreachable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

const learning = () => screen.getByRole('textbox', { name: Messages.learningLabel });
const mine = () => screen.getByRole('textbox', { name: Messages.myLanguageLabel });

describe('the language fields before their dropdowns are fetched', () => {
  it('show each language as a field that offers a list, before anything is opened', () => {
    renderFields();
    expect(learning()).toHaveValue('Spanish');
    expect(mine()).toHaveValue('English');
    for (const field of [learning(), mine()]) {
      expect(field).toHaveAttribute('aria-haspopup', 'listbox');
      expect(field).not.toHaveAttribute('aria-disabled');
    }
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("fetch the dropdowns' code only when the learner points at or focuses a field", async () => {
    const load = countedLoad();
    renderFields(load);
    const user = userEvent.setup();
    await user.click(document.body);
    expect(load).not.toHaveBeenCalled();

    await user.hover(learning());
    expect(load).toHaveBeenCalled();
    // Fetched, but not opened: the fields stay as they are until one is clicked.
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(learning()).toHaveValue('Spanish');
  });

  it('open the dropdown that was clicked, with the focus in it, and the choice is made there', async () => {
    renderFields();
    const user = userEvent.setup();
    await user.click(mine());

    expect(await screen.findByRole('option', { name: 'Hindi' })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Danish' })).not.toBeInTheDocument();
    expect(mine()).toHaveFocus();
    await user.click(screen.getByRole('option', { name: 'Hindi' }));
    expect(mine()).toHaveValue('Hindi');
    expect(learning()).toHaveValue('Spanish');
  });

  it('open from the keyboard, and the list is then used with the keys', async () => {
    renderFields();
    const user = userEvent.setup();
    await user.tab();
    expect(learning()).toHaveFocus();
    await user.keyboard('{ArrowDown}');

    expect(await screen.findByRole('option', { name: 'Danish' })).toBeVisible();
    expect(learning()).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(learning()).not.toHaveValue('Spanish');
  });
});

describe('the language fields when their dropdowns cannot be fetched', () => {
  it('say so, and stay as they were, ready for another try', async () => {
    renderFields(unreachable);
    await toastsReady();
    await userEvent.setup().click(learning());

    expect(await screen.findByText(Messages.languageListUnavailable)).toBeVisible();
    expect(learning()).toHaveValue('Spanish');
    expect(learning()).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
