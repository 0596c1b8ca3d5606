import { StudyMessages } from '@cinevocab/core';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SessionFigure } from '@/components/session-figure';
import { type DrillState, drillTotals } from '../drill-engine';
import classes from './learn-words-drill.module.css';

export interface DrillSummaryProps {
  state: DrillState;
  from: { path: string; label: string } | undefined;
  onReset: () => void;
}

/** The drill done: its figures, each pass's words to review, and Reset or the way back. */
export function DrillSummary({ state, from, onReset }: DrillSummaryProps) {
  const totals = drillTotals(state);
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          {StudyMessages.sessionCompleted}
        </Title>
        <SimpleGrid cols={{ base: 2, xs: 4 }}>
          <SessionFigure label={StudyMessages.totalWords} value={totals.totalWords} />
          <SessionFigure label={StudyMessages.knownFirstTime} value={totals.knownFirstTime} />
          <SessionFigure label={StudyMessages.learntAfterReview} value={totals.learntAfterReview} />
          <SessionFigure label={StudyMessages.passesCompleted} value={totals.passesCompleted} />
        </SimpleGrid>
        <Title order={3} size="h5">
          {StudyMessages.passSummary}
        </Title>
        <ul className={classes.summary}>
          {state.summaries.map((summary) => (
            <li key={summary.pass}>
              <Text fw={600}>{StudyMessages.pass(summary.pass)}</Text>
              <Text c={summary.unknown === 0 ? 'teal.7' : 'orange.7'}>
                {summary.unknown === 0 ? StudyMessages.perfect : StudyMessages.wordsToReview(summary.unknown)}
              </Text>
            </li>
          ))}
        </ul>
        <Group grow>
          <Button leftSection={<IconRefresh size={16} />} onClick={onReset}>
            {StudyMessages.reset}
          </Button>
          {from && (
            <Button component={Link} to={from.path} variant="default">
              {from.label}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
