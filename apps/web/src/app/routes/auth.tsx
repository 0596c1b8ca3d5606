import { AppRoutes } from '@cinevocab/core';
import { Redirect } from '@/components/server-response';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { useSession } from '@/features/auth/hooks/use-session';

/**
 * /auth: the login screen, shown at once while the session loads; a signed-in user goes to /
 * (replacing history).
 */
export function AuthRoute() {
  const { user } = useSession();
  if (user) return <Redirect to={AppRoutes.home} />;
  return <LoginScreen />;
}
