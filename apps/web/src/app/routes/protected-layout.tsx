import { aboutDataTitle, AppRoutes } from '@cinevocab/core';
import { Anchor, Box } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { Redirect } from '@/components/server-response';
import { NavBar } from '@/components/nav-bar';
import { RegionErrorBoundary } from '@/components/region-error-boundary';
import { useToastsStayOnTheirScreen } from '@/hooks/use-toasts-stay-on-their-screen';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { useSession } from '@/features/auth/hooks/use-session';
import { useSessionRecheck } from '@/features/auth/hooks/use-session-recheck';
import { LanguagePair } from '@/features/preferences/components/language-pair';
import { DeferredLanguageSelects } from '@/features/preferences/components/deferred-language-selects';
import { PreferencesProvider } from '@/features/preferences/components/preferences-provider';
import { usePreferences } from '@/features/preferences/hooks/use-preferences';
import { CoveragePairProvider, ProgressSyncProvider } from '@/title-words';
import classes from './protected-layout.module.css';

/**
 * Every route but /auth: a large spinner while the session loads, the login screen
 * (replacing history) without a user, otherwise the navigation bar and the page.
 */
export function ProtectedLayout() {
  const { user, isPending } = useSession();
  useSessionRecheck();
  useToastsStayOnTheirScreen();

  if (isPending) return <FullScreenSpinner />;
  if (!user) return <Redirect to={AppRoutes.auth} />;

  return (
    <PreferencesProvider userId={user.id} fallback={<FullScreenSpinner />}>
      <ProgressSyncProvider key={user.id} userId={user.id}>
        <RegionErrorBoundary>
          <LearnersNavBar />
        </RegionErrorBoundary>
        <Box component="main">
          <FirstRunFirst>
            <LearnersCoveragePair>
              <Outlet />
            </LearnersCoveragePair>
          </FirstRunFirst>
        </Box>
        <Box component="footer" className={classes.footer}>
          <Anchor component={Link} to={AppRoutes.aboutData} size="xs" c="dimmed">
            {aboutDataTitle}
          </Anchor>
        </Box>
      </ProgressSyncProvider>
    </PreferencesProvider>
  );
}

/** The bar, without its language menus while the first run asks for the languages itself. */
function LearnersNavBar() {
  const { needsSetup } = usePreferences();
  return (
    <NavBar
      languageControls={(placement) =>
        needsSetup ? null : <DeferredLanguageSelects inline={placement === 'bar'} />
      }
      languagePair={needsSetup ? null : <LanguagePair />}
      accountControl={<SignOutButton />}
    />
  );
}

/** An account that has not chosen the language it learns goes through the first run, from any page. */
function FirstRunFirst({ children }: { children: ReactNode }) {
  const { needsSetup } = usePreferences();
  const { pathname } = useLocation();
  if (needsSetup && pathname !== AppRoutes.welcome) return <Redirect to={AppRoutes.welcome} />;
  return children;
}

/** Title cards on every page count the learner's coverage in their chosen language pair. */
function LearnersCoveragePair({ children }: { children: ReactNode }) {
  const { learning, native } = usePreferences();
  const pair = useMemo(() => ({ learning, native }), [learning, native]);
  return <CoveragePairProvider pair={pair}>{children}</CoveragePairProvider>;
}
