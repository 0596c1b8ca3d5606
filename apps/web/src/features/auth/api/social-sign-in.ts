import { AppRoutes, Messages } from '@cinevocab/core';
import { authClient } from '@/lib/auth-client';

export type SocialProvider = 'google' | 'facebook';

const failureMessage: Readonly<Record<SocialProvider, string>> = {
  google: Messages.errorSigningInWithGoogle,
  facebook: Messages.errorSigningInWithFacebook,
};

/**
 * Starts sign-in with a provider; on success the browser leaves for the provider's page. A
 * failure is only logged and reported as `false` so the caller can stop loading.
 */
export async function signInWithProvider(provider: SocialProvider): Promise<boolean> {
  try {
    const { error } = await authClient.signIn.social({ provider, callbackURL: AppRoutes.home });
    if (!error) return true;
    console.error(failureMessage[provider], error);
  } catch (error) {
    console.error(failureMessage[provider], error);
  }
  return false;
}
