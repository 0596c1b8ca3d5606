import { BrowseMessages } from '@cinevocab/core';
import { Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { usePublicConfig } from '@/lib/public-config';
import classes from './search-hero.module.css';

/** A quiet line saying the server runs its built-in demo catalog, not TMDB. */
export function DemoCatalogNotice() {
  const { data: config } = usePublicConfig();
  if (config?.catalog.provider !== 'demo') return null;
  return (
    <Text component="p" size="xs" m={0} className={classes.notice}>
      <IconInfoCircle size={14} aria-hidden className={classes.noticeIcon} />
      {BrowseMessages.demoCatalogNotice}
    </Text>
  );
}
