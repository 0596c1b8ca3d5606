import { AppRoutes, Limits, Messages } from '@cinevocab/core';
import {
  Box,
  Burger,
  Divider,
  Drawer,
  Group,
  NavLink as MenuLink,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconMovie } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
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

const barLinks = [
  { to: AppRoutes.home, label: Messages.navHome },
  { to: AppRoutes.myWords, label: Messages.navMyWords },
  { to: AppRoutes.myMovies, label: Messages.navMyMovies },
] as const;

/** The mobile menu also offers the three browse categories of the home page. */
const menuLinks = [
  ...barLinks,
  { to: AppRoutes.category('popular'), label: Messages.navMovies },
  { to: AppRoutes.category('tv'), label: Messages.navTvShows },
  { to: AppRoutes.category('top_rated'), label: Messages.navTopRated },
] as const;

export const mobileMediaQuery = `(max-width: ${Limits.mobileBreakpointPx - 0.02}px)`;

/** The navigation bar: full below 768 px width it collapses into a menu. */
export function NavBar({ languageControls, languagePair, accountControl }: NavBarProps) {
  const isMobile = useMediaQuery(mobileMediaQuery, false, { getInitialValueInEffect: false });
  const [isMenuOpen, menu] = useDisclosure(false);

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

      {isMobile ? (
        <MobileMenu
          opened={isMenuOpen}
          onClose={menu.close}
          languageControls={languageControls('menu')}
          accountControl={accountControl}
        />
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

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  languageControls: ReactNode;
  accountControl?: ReactNode;
}

function MobileMenu({ opened, onClose, languageControls, accountControl }: MobileMenuProps) {
  const location = useLocation();
  const current = `${location.pathname}${location.search}`;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{Messages.menuTitle}</Text>}
      position="right"
      size="min(85vw, 320px)"
      closeButtonProps={{ 'aria-label': Messages.closeMenu }}
    >
      <Stack gap="md">
        <nav aria-label={Messages.mainNavigationLabel}>
          {menuLinks.map((link) => (
            <MenuLink
              key={link.to}
              component={Link}
              to={link.to}
              label={link.label}
              active={current === link.to}
              onClick={onClose}
              variant="light"
              className={classes.menuLink}
            />
          ))}
        </nav>
        <Divider />
        <Stack gap="sm">{languageControls}</Stack>
        {accountControl ? (
          <>
            <Divider />
            {accountControl}
          </>
        ) : null}
      </Stack>
    </Drawer>
  );
}
