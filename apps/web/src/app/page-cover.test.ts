import { pageCoverElementId } from '@cinevocab/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdPageUntilReady, liftPageCover } from './page-cover';

/** A login form the server rendered, with or without the cover it lays over its pages. */
function serverRenderedForm({ covered }: { covered: boolean }) {
  document.body.innerHTML = `<div id="root"><form><input name="email"><button>Sign in</button></form></div>${
    covered ? `<div id="${pageCoverElementId}"></div>` : ''
  }`;
  const form = document.querySelector('form')!;
  const sent = vi.fn((event: Event) => event.preventDefault());
  const clicked = vi.fn();
  form.addEventListener('submit', sent);
  form.querySelector('button')!.addEventListener('click', clicked);
  return { form, button: form.querySelector('button')!, input: form.querySelector('input')!, sent, clicked };
}

const typing = () =>
  new InputEvent('beforeinput', { data: 'a', inputType: 'insertText', bubbles: true, cancelable: true });

afterEach(() => {
  liftPageCover();
  document.body.innerHTML = '';
});

describe('a page under its cover', () => {
  it('holds back clicks from the keyboard and sent forms until the app lifts the cover, but lets typing through', () => {
    const page = serverRenderedForm({ covered: true });
    holdPageUntilReady();

    page.button.click();
    page.form.requestSubmit();
    const typed = typing();
    page.input.dispatchEvent(typed);
    expect(page.clicked).not.toHaveBeenCalled();
    expect(page.sent).not.toHaveBeenCalled();
    // What is typed stays in the field; the form takes it over when the app starts.
    expect(typed.defaultPrevented).toBe(false);

    liftPageCover();
    expect(document.getElementById(pageCoverElementId)).toBeNull();
    page.button.click();
    expect(page.clicked).toHaveBeenCalledOnce();
    expect(page.sent).toHaveBeenCalledOnce();
  });

  it('holds nothing back on a page the browser renders itself (no cover)', () => {
    const page = serverRenderedForm({ covered: false });
    holdPageUntilReady();
    page.button.click();
    expect(page.clicked).toHaveBeenCalledOnce();
  });
});
