import { languageName, StudyMessages, StudyPageMessages } from '@cinevocab/core';
import { Box, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RegionErrorBoundary } from '@/components/region-error-boundary';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useIsInBrowser } from '@/hooks/use-is-in-browser';
import { VocabularyError, SyncStatus } from '@/title-words';
import type { StudyPageProps, TitleStudy } from '../hooks/use-title-study';
import { EmptyState } from '@/components/empty-state';
import { BackLink } from '@/components/back-link';

export interface StudyFrameProps {
  heading: string;
  page: StudyPageProps;
  study: TitleStudy;
  /** The page itself, drawn once the words and the learner's statuses are known. */
  children: () => ReactNode;
}

/**
 * What the three study pages share: the way back to the title, the page's heading with the
 * title and language, the saving status of the learner's marks, and the page's states while the
 * words load, when the title has none, and when they could not be loaded.
 */
export function StudyFrame({ heading, page, study, children }: StudyFrameProps) {
  const { kind, titlePath, titleName, learning } = page;
  useDocumentTitle(titleName === null ? heading : `${heading} · ${titleName}`);
  const { vocabulary } = study;
  const hasNoWords = vocabulary.isSuccess && study.words.length === 0;
  // The server renders the frame with the title's words; the session is dealt in the browser,
  // once it has taken the page over, from the statuses with the marks it has not saved yet.
  const isInBrowser = useIsInBrowser();

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <BackLink to={titlePath}>
          {kind === 'movie' ? StudyPageMessages.backToMovie : StudyPageMessages.backToEpisode}
        </BackLink>
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Title order={1}>{heading}</Title>
            <Text c="dimmed">
              {[titleName, languageName(learning)].filter((part) => part !== null).join(' · ')}
            </Text>
          </div>
          <SyncStatus />
        </Group>

        {/* About a session's height on a phone, while it loads too, so that the footer below does
            not move when the session appears. */}
        <Box mih="30rem">
          {vocabulary.status === 'error' ? (
            <VocabularyError
              error={vocabulary.error}
              isRetrying={vocabulary.isFetching}
              onRetry={() => void vocabulary.refetch()}
            />
          ) : hasNoWords ? (
            <EmptyState
              icon={IconMoodEmpty}
              title={StudyPageMessages.noWords}
              detail={StudyMessages.noVocabularyHint(kind)}
            />
          ) : !study.isReady || !isInBrowser ? (
            <StudyLoading />
          ) : (
            <RegionErrorBoundary>{children()}</RegionErrorBoundary>
          )}
        </Box>
      </Stack>
    </Container>
  );
}

/** 'Loading data...' while the words, their sentences or the learner's statuses are on their way. */
export function StudyLoading() {
  return (
    <Group justify="center" py="xl" role="status">
      <Loader size="sm" />
      <Text>{StudyMessages.loadingData}</Text>
    </Group>
  );
}
