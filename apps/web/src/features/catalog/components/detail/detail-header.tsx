import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './detail-header.module.css';

/** The page's one h1, over the backdrop. */
export function DetailTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={1} className={classes.title}>
      {children}
    </Title>
  );
}

/** The tagline under the title; nothing when the catalog has none. */
export function DetailTagline({ tagline }: { tagline: string }) {
  if (tagline.trim() === '') return null;
  return <Text className={classes.tagline}>{tagline}</Text>;
}

export interface MetaItem {
  key: string;
  icon: ReactNode;
  text: string;
}

/** A line of short facts under the title (year, runtime, rating), for a glance. */
export function DetailMeta({ items }: { items: readonly MetaItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul className={classes.meta}>
      {items.map((item) => (
        <li key={item.key} className={classes.metaItem}>
          <span className={classes.metaIcon} aria-hidden>
            {item.icon}
          </span>
          {item.text}
        </li>
      ))}
    </ul>
  );
}
