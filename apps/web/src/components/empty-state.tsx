import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  icon: typeof IconMoodEmpty;
  title: string;
  /**
   * What the title is: the page's own heading (a page with nothing to show), the heading of the
   * page's main part, or a line in a list's place.
   */
  level?: 'page' | 'section' | 'line';
  detail?: ReactNode;
  /** The ways on from here (a button or a link). */
  children?: ReactNode;
}

/** Nothing to show yet: a grey icon, what is missing, why, and the way on. */
export function EmptyState({ icon: Icon, title, level = 'section', detail, children }: EmptyStateProps) {
  const isPage = level === 'page';
  return (
    <Stack align="center" ta="center" py={isPage ? undefined : 'xl'} gap={level === 'line' ? 6 : 'sm'}>
      <ThemeIcon size={isPage ? 64 : 56} radius="xl" variant="light" color="gray" aria-hidden>
        <Icon size={isPage ? 34 : 30} />
      </ThemeIcon>
      {level === 'line' ? (
        <Text fw={700} size="lg">
          {title}
        </Text>
      ) : (
        <Title order={isPage ? 1 : 2} size={isPage ? 'h2' : 'h3'}>
          {title}
        </Title>
      )}
      {detail !== undefined && <Text c="dimmed">{detail}</Text>}
      {children}
    </Stack>
  );
}
