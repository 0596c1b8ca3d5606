import { AppRoutes, AuthReturnFlags, type Credentials, Messages } from '@cinevocab/core';
import { authClient } from '@/lib/auth-client';
import { type AuthResult, messagesOfAuthError } from './auth-result';

/** Where the confirmation link in the e-mail brings the user back to. */
export const confirmationCallbackUrl = `${AppRoutes.auth}?${AuthReturnFlags.confirmed}=1`;

/**
 * POST /api/auth/sign-up/email. The account starts unconfirmed: the server e-mails a link and
 * nobody is signed in until it is opened.
 */
export async function signUpWithEmail({ email, password }: Credentials): Promise<AuthResult> {
  try {
    const { error } = await authClient.signUp.email({
      email,
      password,
      name: '',
      callbackURL: confirmationCallbackUrl,
    });
    if (error) return { ok: false, messages: messagesOfAuthError(error, Messages.errorSigningUp) };
    return { ok: true };
  } catch (error) {
    console.error(Messages.errorSigningUp, error);
    return { ok: false, messages: [Messages.errorSigningUp] };
  }
}
