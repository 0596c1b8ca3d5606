import { StorageKeys, type WordImportResult, WordImportMessages } from '@cinevocab/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ann } from '@/test/catalog-fixtures';
import { resetFakeAuthClient, signInAs } from '@/test/fake-auth-client';
import { fakePublicConfig, renderApp } from '@/test/render';
import { setScreenWidth } from '@/test/screen-width';

vi.mock('@/lib/auth-client', () => import('@/test/fake-auth-client'));

const previewOf = (extra: Partial<WordImportResult> = {}): WordImportResult => ({
  format: 'text',
  decks: [],
  deck: null,
  fields: [],
  field: null,
  columns: [],
  column: null,
  has_header: false,
  lines: 3,
  known: 2,
  to_learn: 0,
  unchanged: 0,
  not_recognised: 1,
  not_recognised_examples: ['xyzzy'],
  confirmed: false,
  ...extra,
});

/** The server as the import screen meets it: what it was sent, and its answers. */
function fakeServer(preview: WordImportResult = previewOf()) {
  const sent: { path: string; method: string; fields: Record<string, string>; file: string | null }[] = [];
  let imported = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init.method ?? 'GET';
      let fields: Record<string, string> = {};
      let file: string | null = null;
      if (init.body instanceof FormData) {
        for (const [name, value] of init.body.entries()) {
          if (typeof value === 'string') fields = { ...fields, [name]: value };
          else file = await value.text();
        }
      }
      sent.push({ path: url.pathname, method, fields, file });
      const body =
        url.pathname === '/api/config'
          ? fakePublicConfig()
          : url.pathname === '/api/me/preferences'
            ? { preferredLanguage: 'es', myLanguage: 'en' }
            : url.pathname === '/api/word-import/preview'
              ? preview
              : url.pathname === '/api/word-import/confirm'
                ? ((imported = 2), previewOf({ confirmed: true }))
                : url.pathname === '/api/word-import' && method === 'DELETE'
                  ? { imported: ((imported = 0), 2) }
                  : url.pathname === '/api/word-import'
                    ? { imported }
                    : { code: 'NOT_FOUND', message: 'no' };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

// Each test clicks through the whole screen: more than the default 5 s on a loaded machine.
describe('Import known words', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    signInAs(ann);
    setScreenWidth(1280);
    localStorage.setItem(StorageKeys.preferredLanguage, 'es');
  });

  it('previews pasted words without importing them, and imports them once I confirm', async () => {
    const sent = fakeServer();
    const user = userEvent.setup();
    renderApp('/my-words/import');
    expect(await screen.findByRole('heading', { name: WordImportMessages.pageTitle })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: WordImportMessages.sourceText }));
    await user.click(screen.getByRole('textbox', { name: WordImportMessages.textLabel }));
    await user.paste('casa\nperro\nxyzzy');
    await user.click(screen.getByRole('button', { name: WordImportMessages.preview }));

    const preview = await screen.findByRole('region', { name: WordImportMessages.previewHeading });
    expect(within(preview).getByText(WordImportMessages.becomeKnown(2))).toBeVisible();
    expect(within(preview).getByText(WordImportMessages.notRecognised(1))).toBeVisible();
    expect(within(preview).getByText(/xyzzy/)).toBeVisible();
    const previewed = sent.find((request) => request.path === '/api/word-import/preview')!;
    expect(previewed.fields).toEqual({ learning_lang: 'es', translated_lang: 'en', status: 'known' });
    expect(previewed.file).toBe('casa\nperro\nxyzzy');
    expect(sent.some((request) => request.path === '/api/word-import/confirm')).toBe(false);

    await user.click(within(preview).getByRole('button', { name: WordImportMessages.confirm }));
    const done = await screen.findByRole('region', { name: WordImportMessages.importedHeading });
    expect(within(done).getByText(WordImportMessages.becameKnown(2))).toBeVisible();
    expect(within(done).getByText(WordImportMessages.imported)).toBeVisible();
    expect(await screen.findByText(WordImportMessages.importedWords(2))).toBeVisible();
  }, 20_000);

  it('says how many different words a pasted paragraph holds, read as running text', async () => {
    const paragraph = 'Ayer fui al mercado con María y compré 3 manzanas.';
    const sent = fakeServer(previewOf({ format: 'running-text', lines: 5, known: 5, not_recognised: 0 }));
    const user = userEvent.setup();
    renderApp('/my-words/import');
    await user.click(await screen.findByRole('radio', { name: WordImportMessages.sourceText }));
    await user.click(screen.getByRole('textbox', { name: WordImportMessages.textLabel }));
    await user.paste(paragraph);
    await user.click(screen.getByRole('button', { name: WordImportMessages.preview }));

    const preview = await screen.findByRole('region', { name: WordImportMessages.previewHeading });
    expect(within(preview).getByText(WordImportMessages.runningTextRead)).toBeVisible();
    expect(within(preview).getByText(WordImportMessages.wordsFound(5))).toBeVisible();
    expect(within(preview).queryByText(WordImportMessages.linesRead(5))).toBeNull();
    expect(sent.find((request) => request.path === '/api/word-import/preview')?.file).toBe(paragraph);
  }, 20_000);

  it('undoes the imports of the language pair after asking', async () => {
    const sent = fakeServer();
    const user = userEvent.setup();
    renderApp('/my-words/import');
    await user.click(await screen.findByRole('radio', { name: WordImportMessages.sourceText }));
    await user.click(screen.getByRole('textbox', { name: WordImportMessages.textLabel }));
    await user.paste('casa');
    await user.click(screen.getByRole('button', { name: WordImportMessages.preview }));
    await user.click(await screen.findByRole('button', { name: WordImportMessages.confirm }));
    await user.click(await screen.findByRole('button', { name: WordImportMessages.undo }));
    const dialog = await screen.findByRole('dialog', { name: WordImportMessages.undo });
    await user.click(within(dialog).getByRole('button', { name: WordImportMessages.undoConfirmButton }));
    expect(await screen.findByText(WordImportMessages.undone(2))).toBeVisible();
    expect(sent.some((request) => request.path === '/api/word-import' && request.method === 'DELETE')).toBe(
      true,
    );
  }, 20_000);
});
