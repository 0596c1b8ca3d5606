import { BrowseMessages, type Title } from '@cinevocab/core';
import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCloudOff, IconMovieOff, IconRefresh } from '@tabler/icons-react';
import { TitleGrid, TitleGridSkeleton } from './title-grid';

export interface TitleResultsProps {
  /** Undefined until the list has arrived. */
  titles: readonly Title[] | undefined;
  error: Error | null;
  isFetching: boolean;
  onRetry: () => void;
  label: string;
}

/** A list of titles in each of its states: loading, failed, empty or shown as a grid. */
export function TitleResults({ titles, error, isFetching, onRetry, label }: TitleResultsProps) {
  if (titles === undefined) {
    return error ? (
      <LoadFailure message={error.message} isRetrying={isFetching} onRetry={onRetry} />
    ) : (
      <TitleGridSkeleton />
    );
  }
  if (titles.length === 0) return <NoTitlesFound />;
  return <TitleGrid titles={titles} label={label} />;
}

function NoTitlesFound() {
  return (
    <Stack align="center" gap="sm" py={56} ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden>
        <IconMovieOff size={32} stroke={1.5} />
      </ThemeIcon>
      <Text fw={600} fz="lg">
        {BrowseMessages.noMoviesFound}
      </Text>
    </Stack>
  );
}

interface LoadFailureProps {
  message: string;
  isRetrying: boolean;
  onRetry: () => void;
}

/** The toast says what went wrong; this stays on the page with a way to try again. */
function LoadFailure({ message, isRetrying, onRetry }: LoadFailureProps) {
  return (
    <Paper withBorder radius="lg" py={40} px="lg">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconCloudOff size={28} stroke={1.5} />
        </ThemeIcon>
        <Text fw={600} maw={420}>
          {message}
        </Text>
        <Button
          variant="light"
          radius="xl"
          mt={4}
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={isRetrying}
          onClick={onRetry}
        >
          {BrowseMessages.tryAgain}
        </Button>
      </Stack>
    </Paper>
  );
}
