import { Messages } from '@cinevocab/core';
import { Divider, Drawer, NavLink as MenuLink, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { menuLinks } from './nav-links';
import classes from './nav-bar.module.css';

export interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  languageControls: ReactNode;
  accountControl?: ReactNode;
}

/** The navigation bar's menu below 768 px: its links, the language dropdowns and sign-out. */
export function MobileMenu({ opened, onClose, languageControls, accountControl }: MobileMenuProps) {
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
