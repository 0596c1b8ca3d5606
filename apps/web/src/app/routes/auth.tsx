import { AppRoutes } from '@cinevocab/core';
import { Navigate } from 'react-router';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { useSession } from '@/features/auth/hooks/use-session';

/**
 * /auth: the login screen, shown at once while the session loads; a signed-in user goes to /
 * (replacing history).
 */
export function AuthRoute() {
  const { user } = useSession();
  if (user) return <Navigate to={AppRoutes.home} replace />;
  return <LoginScreen />;
}
