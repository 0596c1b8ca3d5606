/** The outcome of a sign-in or sign-up: done, or every message to list above the form. */
export type AuthResult = { ok: true } | { ok: false; messages: string[] };

/**
 * The messages of a failed account call. The server answers `{code, message, messages?}`;
 * the auth client (lib/auth-client.ts) spreads that body onto its `error` object, `messages` included, so the
 * full validation list is read from there, then the single message, then the fallback.
 */
export function messagesOfAuthError(error: unknown, fallback: string): string[] {
  if (typeof error !== 'object' || error === null) return [fallback];
  const { messages, message } = error as { messages?: unknown; message?: unknown };
  if (Array.isArray(messages)) {
    const texts = messages.filter((text): text is string => typeof text === 'string' && text !== '');
    if (texts.length > 0) return texts;
  }
  if (typeof message === 'string' && message !== '') return [message];
  return [fallback];
}
