import { describe, expect, it } from 'vitest';
import { checkCredentials } from './auth.js';
import { Messages } from './messages.js';

function messagesFor(email: string, password: string): string[] {
  const check = checkCredentials({ email, password });
  return check.ok ? [] : check.messages;
}

describe('credentials check', () => {
  it('accepts a valid address and password, lowercasing and trimming the address', () => {
    const check = checkCredentials({ email: '  Ann.Lee@Example.COM ', password: 'Secret123' });
    expect(check).toEqual({ ok: true, credentials: { email: 'ann.lee@example.com', password: 'Secret123' } });
  });

  it('says an invalid address is invalid', () => {
    expect(messagesFor('not-an-email', 'Secret123')).toEqual([Messages.emailInvalid]);
  });

  it('says an address over 254 characters is too long', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    expect(email.length).toBeGreaterThan(254);
    expect(messagesFor(email, 'Secret123')).toContain(Messages.emailTooLong);
  });

  it('lists every password rule that fails, together, in the order of the spec', () => {
    expect(messagesFor('ann@example.com', 'abc')).toEqual([
      Messages.passwordTooShort,
      Messages.passwordNeedsUppercase,
      Messages.passwordNeedsNumber,
    ]);
    expect(messagesFor('ann@example.com', 'ABCDEFGH')).toEqual([
      Messages.passwordNeedsLowercase,
      Messages.passwordNeedsNumber,
    ]);
  });

  it('refuses a password over 100 characters', () => {
    expect(messagesFor('ann@example.com', `Aa1${'x'.repeat(98)}`)).toEqual([Messages.passwordTooLong]);
  });

  it('lists address and password problems at once', () => {
    expect(messagesFor('nope', 'short')).toEqual([
      Messages.emailInvalid,
      Messages.passwordTooShort,
      Messages.passwordNeedsUppercase,
      Messages.passwordNeedsNumber,
    ]);
  });

  it('asks for both fields when they are missing', () => {
    expect(checkCredentials({ email: 'ann@example.com' })).toEqual({
      ok: false,
      messages: [Messages.credentialsMissing],
    });
    expect(checkCredentials({ email: '', password: '' })).toEqual({
      ok: false,
      messages: [Messages.credentialsMissing],
    });
  });

  it('removes angle brackets from the address before checking it', () => {
    const check = checkCredentials({ email: '<ann@example.com>', password: 'Secret123' });
    expect(check.ok && check.credentials.email).toBe('ann@example.com');
  });

  it('keeps the password exactly as typed, spaces included', () => {
    const check = checkCredentials({ email: 'ann@example.com', password: ' Secret123 ' });
    expect(check.ok && check.credentials.password).toBe(' Secret123 ');
  });
});
