import { pageCoverElementId } from '@cinevocab/core';

/*
 * A page the server rendered arrives under a transparent cover (the server's page-document.ts):
 * it can be read and scrolled, but a tap lands on the cover, not on a button that does nothing
 * yet. The cover cannot stop the keyboard, so from the moment this first script runs until the
 * app has taken the page over, what the keyboard would do to the page is held back as well:
 * - a click from the keyboard (Enter or Space on a button, a link, a check box), which would do
 *   nothing, or tick a box the app does not know was ticked;
 * - a form sent by the browser itself (Enter in the login form), which would put the email and
 *   password in the address.
 * Typing is let through: a field keeps what was typed (or filled by a password manager), and the
 * form takes it over when the app starts (useValueTypedBeforeStart in hooks/use-is-in-browser.ts).
 */
const heldEvents = ['click', 'submit'] as const;

function holdBack(event: Event) {
  event.preventDefault();
  event.stopImmediatePropagation();
}

/** Holds back the keyboard's clicks and sent forms while the page is under its cover. */
export function holdPageUntilReady(): void {
  if (document.getElementById(pageCoverElementId) === null) return;
  for (const type of heldEvents) window.addEventListener(type, holdBack, true);
}

/** The app has taken the page over: the cover goes, and the page answers taps and keys. */
export function liftPageCover(): void {
  document.getElementById(pageCoverElementId)?.remove();
  for (const type of heldEvents) window.removeEventListener(type, holdBack, true);
}
