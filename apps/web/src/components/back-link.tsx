import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './back-link.module.css';

export interface BackLinkProps {
  to: string;
  children: ReactNode;
  /** White, on a picture (the sort's banner). */
  isOnImage?: boolean;
}

/** The way back to where a screen was opened from: an arrow and where it leads. */
export function BackLink({ to, children, isOnImage = false }: BackLinkProps) {
  return (
    <Anchor
      component={Link}
      to={to}
      size="sm"
      className={classes.back}
      data-on-image={isOnImage || undefined}
    >
      <IconArrowLeft size={16} aria-hidden />
      {children}
    </Anchor>
  );
}
