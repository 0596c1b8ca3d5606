/**
 * Whether a key pressed on `target` belongs to what the learner is typing or choosing (a field, an
 * editable text, or whatever `alsoIgnored` names: a menu, a dialog), not to the page's own keys.
 */
export function isTypingIn(target: EventTarget | null, alsoIgnored = ''): boolean {
  const ignored = `input, textarea, select, [contenteditable="true"]${alsoIgnored ? `, ${alsoIgnored}` : ''}`;
  return target instanceof Element && target.closest(ignored) !== null;
}
