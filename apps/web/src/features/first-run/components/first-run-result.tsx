import { AppRoutes, FirstRunMessages } from '@cinevocab/core';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { firstRunPath } from '../first-run-steps';

/**
 * The first run's end: the check's result (`result`, with the way to apply it), then the way to
 * Home, where every card shows the learner's coverage.
 */
export function FirstRunResult({ result }: { result: ReactNode }) {
  useDocumentTitle(FirstRunMessages.resultTitle);
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{FirstRunMessages.resultTitle}</Title>
          <Text mt="xs">{FirstRunMessages.resultIntro}</Text>
        </div>
        <Paper withBorder radius="md" p="md">
          {result}
        </Paper>
        <Group justify="space-between">
          <Button component={Link} to={firstRunPath('check')} variant="default">
            {FirstRunMessages.retakeCheck}
          </Button>
          <Button component={Link} to={AppRoutes.home} rightSection={<IconArrowRight size={18} />}>
            {FirstRunMessages.toHome}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/** The check's way out, under its card: straight to Home, the check left for later. */
export function SkipCheck() {
  return (
    <Group gap="sm" justify="space-between">
      <Text size="sm" c="dimmed">
        {FirstRunMessages.skipHint}
      </Text>
      <Button component={Link} to={AppRoutes.home} variant="subtle">
        {FirstRunMessages.skipCheck}
      </Button>
    </Group>
  );
}

/** Where the learner is in the first run, above a step's heading. */
export function StepLabel({ step, total }: { step: number; total: number }) {
  return (
    <Text size="sm" c="dimmed">
      {FirstRunMessages.stepOf(step, total)}
    </Text>
  );
}
