import { type Credentials, Messages } from '@cinevocab/core';
import { authClient } from '@/lib/auth-client';
import { type AuthResult, messagesOfAuthError } from './auth-result';

/** POST /api/auth/sign-in/email with checked credentials. */
export async function signInWithEmail({ email, password }: Credentials): Promise<AuthResult> {
  try {
    const { error } = await authClient.signIn.email({ email, password });
    if (error) return { ok: false, messages: messagesOfAuthError(error, Messages.errorSigningIn) };
    return { ok: true };
  } catch (error) {
    console.error(Messages.errorSigningIn, error);
    return { ok: false, messages: [Messages.errorSigningIn] };
  }
}
