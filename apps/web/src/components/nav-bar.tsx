import { AppRoutes, Limits, Messages } from '@cinevocab/core';
import { Box, Burger, Group, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconMovie } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { barLinks } from './nav-links';
import classes from './nav-bar.module.css';

export type NavPlacement = 'bar' | 'menu';

export interface NavBarProps {
  /** The two language dropdowns, laid out for the bar or for the mobile menu. */
  languageControls: (placement: NavPlacement) => ReactNode;
  /** The pair of flags with an arrow between them. */
  languagePair: ReactNode;
  /** Sign out: given only when a user exists. */
  accountControl?: ReactNode;
}

// The mobile menu is fetched on its first opening: its drawer (and the modal, scroll area and
// positioning code under it) is JavaScript the first paint of every page does without.
const MobileMenu = lazy(() => import('./nav-mobile-menu').then((module) => ({ default: module.MobileMenu })));

export const mobileMediaQuery = `(max-width: ${Limits.mobileBreakpointPx - 0.02}px)`;

/** The navigation bar: full below 768 px width it collapses into a menu. */
export function NavBar({ languageControls, languagePair, accountControl }: NavBarProps) {
  const isMobile = useMediaQuery(mobileMediaQuery, false, { getInitialValueInEffect: false });
  const [isMenuOpen, menu] = useDisclosure(false);
  // Once opened, the menu stays mounted, so that it can slide away when closed.
  const [wasMenuOpened, setWasMenuOpened] = useState(false);
  if (isMenuOpen && !wasMenuOpened) setWasMenuOpened(true);

  return (
    <Box component="header" className={classes.header}>
      <Group className={classes.bar} justify="space-between" wrap={isMobile ? 'nowrap' : 'wrap'}>
        <Group gap="lg" wrap="nowrap">
          <ProductLink />
          {isMobile ? null : (
            <nav aria-label={Messages.mainNavigationLabel}>
              <Group gap={4} wrap="nowrap">
                {barLinks.map((link) => (
                  <NavLink key={link.to} to={link.to} end className={classes.link}>
                    {link.label}
                  </NavLink>
                ))}
              </Group>
            </nav>
          )}
        </Group>

        {isMobile ? (
          <Group gap="sm" wrap="nowrap">
            {languagePair}
            <Burger
              opened={isMenuOpen}
              onClick={menu.toggle}
              aria-label={Messages.openMenu}
              aria-expanded={isMenuOpen}
              size="sm"
            />
          </Group>
        ) : (
          // When the bar wraps on a narrow desktop (a tablet), this group moves as one piece to the
          // right of its own line: two tidy rows rather than three ragged ones.
          <Group gap="md" wrap="nowrap" justify="flex-end" ml="auto">
            {languageControls('bar')}
            {languagePair}
            {accountControl}
          </Group>
        )}
      </Group>

      {isMobile && wasMenuOpened ? (
        <Suspense fallback={null}>
          <MobileMenu
            opened={isMenuOpen}
            onClose={menu.close}
            languageControls={languageControls('menu')}
            accountControl={accountControl}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}

function ProductLink() {
  return (
    <Link to={AppRoutes.home} className={classes.product}>
      <ThemeIcon
        variant="gradient"
        gradient={{ from: 'indigo.7', to: 'grape.6', deg: 135 }}
        radius="md"
        size="lg"
      >
        <IconMovie size={20} aria-hidden />
      </ThemeIcon>
      <Text component="span" fw={800} fz="lg" className={classes.productName}>
        {Messages.productName}
      </Text>
    </Link>
  );
}
