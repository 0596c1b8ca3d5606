import { AppRoutes, FlashCardMessages } from '@cinevocab/core';
import { Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SessionFigure } from '@/components/session-figure';

export interface SessionSummaryProps {
  total: number;
  /** The cards known the first time they were shown. */
  knewFirstTime: number;
  onNewSession: () => void;
}

/** The session done: its figures, a new session, or the way to manage the cards. */
export function SessionSummary({ total, knewFirstTime, onNewSession }: SessionSummaryProps) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md" align="center" ta="center">
        <Title order={2} size="h3">
          {FlashCardMessages.sessionCompleted}
        </Title>
        <SimpleGrid cols={3} w="100%">
          <SessionFigure label={FlashCardMessages.totalCards} value={total} />
          <SessionFigure label={FlashCardMessages.knewCards} value={knewFirstTime} />
          <SessionFigure label={FlashCardMessages.practisedCards} value={total - knewFirstTime} />
        </SimpleGrid>
        <Group>
          <Button leftSection={<IconRefresh size={16} />} onClick={onNewSession}>
            {FlashCardMessages.startNewSession}
          </Button>
          <Button component={Link} to={AppRoutes.flashCards} variant="default">
            {FlashCardMessages.manageFlashCards}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
