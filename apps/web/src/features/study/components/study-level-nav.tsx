import { type Level, Levels, levelColor, levelName, StudyMessages, StudyPageMessages } from '@cinevocab/core';
import { Badge, Button, Paper, Stack, Text } from '@mantine/core';

export interface StudyLevelNavProps {
  /** The level studied now; null once the session is finished. */
  current: Level | null;
  /** How many words the title has at each level: a level with none cannot be chosen. */
  totals: Record<Level, number>;
  onChoose: (level: Level) => void;
}

/** Beside the cards: the six levels, each with its count of words, the one studied marked. */
export function StudyLevelNav({ current, totals, onChoose }: StudyLevelNavProps) {
  return (
    <Paper withBorder radius="md" p="xs" component="nav" aria-label={StudyPageMessages.levelSelector}>
      <Text size="sm" fw={600} px="xs" pb={4}>
        {StudyPageMessages.levelSelector}
      </Text>
      <Stack gap={2}>
        {Levels.map((level) => {
          const isCurrent = current === level;
          return (
            <Button
              key={level}
              variant={isCurrent ? 'light' : 'subtle'}
              color={isCurrent ? levelColor(level) : 'gray'}
              fullWidth
              justify="space-between"
              aria-current={isCurrent ? 'step' : undefined}
              disabled={(totals[level] ?? 0) === 0}
              rightSection={
                <Badge variant="light" color={levelColor(level)} size="sm">
                  {totals[level] ?? 0}
                </Badge>
              }
              onClick={() => onChoose(level)}
            >
              {`${StudyMessages.level(level)} · ${levelName(level)}`}
            </Button>
          );
        })}
      </Stack>
    </Paper>
  );
}
