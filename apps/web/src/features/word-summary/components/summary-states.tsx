import {
  BrowseMessages,
  CatalogMessages,
  languageName,
  Levels,
  type StudyLanguageCode,
  WordMessages,
} from '@cinevocab/core';
import { Button, Group, Loader, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconBadgeCc, IconChartBar, IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import type { WordTitle } from '@/title-words';
import { SubtitleDropZone } from './subtitle-drop-zone';
import classes from './summary-states.module.css';

/**
 * The block's frame while there is no summary to show: it sits among the page's accordion items
 * and looks like one, headed like the item the summary will become.
 */
function SummaryFrame({ children, isBusy = false }: { children: ReactNode; isBusy?: boolean }) {
  const headingId = useId();
  return (
    <section className={classes.frame} aria-labelledby={headingId} aria-busy={isBusy || undefined}>
      <Group gap="sm" wrap="nowrap" className={classes.head}>
        <IconChartBar size={20} className={classes.icon} aria-hidden />
        <Text id={headingId} className={classes.heading}>
          {CatalogMessages.wordLevelSummary}
        </Text>
      </Group>
      {children}
    </section>
  );
}

/** 'Loading word summary...' and, while the service analyses the title, a skeleton of the levels. */
export function SummaryLoading() {
  return (
    <SummaryFrame isBusy>
      <Group gap="xs" role="status" className={classes.status}>
        <Loader size="xs" />
        <Text size="sm">{WordMessages.loadingWordSummary}</Text>
      </Group>
      <Stack gap="md" className={classes.skeleton} aria-hidden>
        {Levels.map((level) => (
          <Stack key={level} gap={6}>
            <Group justify="space-between">
              <Skeleton height={14} width={`${18 + level * 3}%`} radius="sm" />
              <Skeleton height={14} width={72} radius="sm" />
            </Group>
            <Skeleton height={8} radius="xl" />
          </Stack>
        ))}
      </Stack>
      <Text size="sm" c="dimmed" ta="center" mt="md">
        {WordMessages.analyzingVocabulary}
      </Text>
    </SummaryFrame>
  );
}

export interface SummaryFailedProps {
  message: string;
  onRetry: () => void;
}

/** Any failure but missing subtitles: the toast has said it; the block keeps it and a way to ask again. */
export function SummaryFailed({ message, onRetry }: SummaryFailedProps) {
  return (
    <SummaryFrame>
      <Group gap="md" wrap="nowrap" align="flex-start" className={classes.body}>
        <ThemeIcon size={40} radius="xl" variant="light" color="red" aria-hidden>
          <IconAlertTriangle size={22} />
        </ThemeIcon>
        <Stack gap={4} className={classes.grow}>
          <Text fw={600}>{WordMessages.summaryFailed}</Text>
          <Text c="dimmed" size="sm">
            {message}
          </Text>
          <Group mt="xs">
            <Button
              variant="light"
              radius="xl"
              size="sm"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={onRetry}
            >
              {BrowseMessages.tryAgain}
            </Button>
          </Group>
        </Stack>
      </Group>
    </SummaryFrame>
  );
}

export interface NoSubtitlesProps {
  title: WordTitle;
  learning: StudyLanguageCode;
}

/** No subtitles in the learning language: say so, and take a file to analyse instead. */
export function NoSubtitles({ title, learning }: NoSubtitlesProps) {
  return (
    <SummaryFrame>
      <Stack align="center" gap={6} ta="center" className={classes.body}>
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconBadgeCc size={26} />
        </ThemeIcon>
        <Text fw={700} size="lg">
          {WordMessages.noSubtitles(languageName(learning))}
        </Text>
        <Text c="dimmed" maw="60ch">
          {WordMessages.noSubtitlesHint}
        </Text>
      </Stack>
      <SubtitleDropZone title={title} learning={learning} />
    </SummaryFrame>
  );
}
