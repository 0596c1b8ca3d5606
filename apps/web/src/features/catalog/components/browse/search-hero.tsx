import { BrowseMessages, Limits, Messages, sanitizeSearch } from '@cinevocab/core';
import { Box, Button, CloseButton, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useValueTypedBeforeStart } from '@/hooks/use-is-in-browser';
import { DemoCatalogNotice } from './demo-catalog-notice';
import classes from './search-hero.module.css';

export interface SearchHeroProps {
  /** The active search, '' when none. */
  search: string;
  /** Receives a cleaned, non-empty term. */
  onSearch: (term: string) => void;
  onClear: () => void;
}

/** The top of Home: the tagline and the search box. */
export function SearchHero({ search, onSearch, onClear }: SearchHeroProps) {
  const [term, setTerm] = useState(search);
  // The box follows the URL when it changes from outside (Back, a category link, Clear).
  const [followedSearch, setFollowedSearch] = useState(search);
  if (followedSearch !== search) {
    setFollowedSearch(search);
    setTerm(search);
  }
  const input = useRef<HTMLInputElement>(null);
  useValueTypedBeforeStart(input, term, setTerm);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const cleaned = sanitizeSearch(term);
    // An invalid query (empty, or too long) simply does nothing.
    if (cleaned === '') return;
    setTerm(cleaned);
    onSearch(cleaned);
  };

  const clear = () => {
    setTerm('');
    if (search !== '') onClear();
    input.current?.focus();
  };

  return (
    <Box component="section" className={classes.hero}>
      <Container size="md" className={classes.inner}>
        <Stack align="center" ta="center" gap="md">
          <Title order={1} className={classes.title}>
            {Messages.tagline}
          </Title>
          <Text className={classes.detail} visibleFrom="xs">
            {Messages.taglineDetail}
          </Text>
          <form role="search" onSubmit={submit} className={classes.form}>
            <TextInput
              ref={input}
              type="search"
              value={term}
              onChange={(event) => setTerm(event.currentTarget.value)}
              aria-label={BrowseMessages.searchLabel}
              placeholder={BrowseMessages.searchPlaceholder}
              maxLength={Limits.searchMaxLength}
              enterKeyHint="search"
              autoComplete="off"
              spellCheck={false}
              size="lg"
              radius="xl"
              leftSection={<IconSearch size={20} aria-hidden />}
              rightSection={
                term !== '' || search !== '' ? (
                  <CloseButton aria-label={BrowseMessages.clearSearch} onClick={clear} radius="xl" />
                ) : null
              }
              className={classes.field}
              classNames={{ wrapper: classes.wrapper, input: classes.input, section: classes.section }}
            />
            <Button type="submit" size="lg" radius="xl" className={classes.submit}>
              {/* A phone keeps the width for the search term: the button shrinks to its icon. */}
              <IconSearch size={20} aria-hidden className={classes.submitIcon} />
              <span className={classes.submitLabel}>{BrowseMessages.searchButton}</span>
            </Button>
          </form>
          <DemoCatalogNotice />
        </Stack>
      </Container>
    </Box>
  );
}
