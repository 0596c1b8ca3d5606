import { AiMessages, SeasonPlanMessages, type TitleKind } from '@cinevocab/core';
import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The result bar's colour: green from 80 %, yellow from 60 %, red below. */
export const scoreColor = (percent: number): string =>
  percent >= 80 ? 'green' : percent >= 60 ? 'yellow' : 'red';

export interface TrainingScoreProps {
  score: number;
  total: number;
  backLink: string;
  kind: TitleKind;
  onAgain: () => void;
}

/** The training done: the score, Train Again, and the way back to the title. */
export function TrainingScore({ score, total, backLink, kind, onAgain }: TrainingScoreProps) {
  const percent = Math.round((score / total) * 100);
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md" align="center" ta="center">
        <Title order={2} size="h3">
          {AiMessages.trainingComplete}
        </Title>
        <Text size="lg">{AiMessages.youScored(score, total)}</Text>
        <Progress
          value={percent}
          color={scoreColor(percent)}
          size="xl"
          radius="xl"
          w="100%"
          aria-label={`${percent}%`}
        />
        <Group>
          <Button leftSection={<IconRefresh size={16} />} onClick={onAgain}>
            {AiMessages.trainAgain}
          </Button>
          <Button component={Link} to={backLink} variant="default">
            {kind === 'movie'
              ? AiMessages.backToMovie
              : kind === 'episode'
                ? AiMessages.backToEpisode
                : SeasonPlanMessages.backToShow}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
