import { AppRoutes, Limits, Messages } from '@cinevocab/core';
import { Box, Burger, Group, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconMovie } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
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

/**
 * The navigation bar: full from 768 px of width, below it folded into a menu. Both forms are in the
 * page and the style sheet shows one (`data-only`, nav-bar.module.css), so that a page rendered on
 * the server, which cannot know the screen, is right on a phone and on a desktop alike.
 */
export function NavBar({ languageControls, languagePair, accountControl }: NavBarProps) {
  // Known once the page runs in the browser (false before): from then on a phone does not build the
  // bar's dropdowns, which it never shows.
  const isMobile = useMediaQuery(mobileMediaQuery);
  const [isMenuOpen, menu] = useDisclosure(false);
  // Once opened, the menu stays mounted, so that it can slide away when closed.
  const [wasMenuOpened, setWasMenuOpened] = useState(false);
  if (isMenuOpen && !wasMenuOpened) setWasMenuOpened(true);
  // A window widened past the menu's width closes it: the bar has everything again. Told by the
  // widening itself, not by `isMobile`, which reads false until the page has measured the screen:
  // a tap on the menu in that moment, just after the page was taken over, was closed at once.
  const closeMenu = menu.close;
  useEffect(() => {
    const phoneWidth = window.matchMedia(mobileMediaQuery);
    const onChange = (event: MediaQueryListEvent) => {
      if (!event.matches) closeMenu();
    };
    phoneWidth.addEventListener('change', onChange);
    return () => phoneWidth.removeEventListener('change', onChange);
  }, [closeMenu]);

  return (
    <Box component="header" className={classes.header}>
      <Group className={classes.bar} justify="space-between">
        <Group gap="lg" wrap="nowrap">
          <ProductLink />
          <nav aria-label={Messages.mainNavigationLabel} data-only="wide">
            <Group gap={4} wrap="nowrap">
              {barLinks.map((link) => (
                <NavLink key={link.to} to={link.to} end className={classes.link}>
                  {link.label}
                </NavLink>
              ))}
            </Group>
          </nav>
        </Group>

        {/* When the bar wraps on a narrow desktop (a tablet), this group moves as one piece to the
            right of its own line: two tidy rows rather than three ragged ones. */}
        <Group wrap="nowrap" justify="flex-end" ml="auto" className={classes.controls}>
          {isMobile ? null : (
            <Group gap="md" wrap="nowrap" data-only="wide">
              {languageControls('bar')}
            </Group>
          )}
          {languagePair}
          {accountControl ? <Box data-only="wide">{accountControl}</Box> : null}
          <Burger
            opened={isMenuOpen}
            onClick={menu.toggle}
            aria-label={Messages.openMenu}
            aria-expanded={isMenuOpen}
            size="sm"
            data-only="narrow"
          />
        </Group>
      </Group>

      {wasMenuOpened ? (
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
