import {
  type Level,
  Levels,
  levelColor,
  levelName,
  type StudyLanguageCode,
  StudyMessages,
  StudyPageMessages,
  type VocabularyWord,
} from '@cinevocab/core';
import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { StudyWordList } from './study-word-list';

export interface StudyProgressPanelProps {
  /** The levels the title has words at. */
  levels: readonly Level[];
  /** The title's words at each level, and the known ones among them. */
  totals: Record<Level, number>;
  known: Record<Level, number>;
  totalWords: number;
  starred: readonly VocabularyWord[];
  learning: StudyLanguageCode;
  translationOf: (token: string) => string;
  onReset: () => void;
}

/** Study Words' Progress tab: the known words, overall and per level, and this session's stars. */
export function StudyProgressPanel({ levels, totals, known, ...props }: StudyProgressPanelProps) {
  const totalKnown = Levels.reduce((sum, level) => sum + (known[level] ?? 0), 0);
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4">
              {StudyPageMessages.overall}
            </Title>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={props.onReset}
            >
              {StudyPageMessages.resetProgress}
            </Button>
          </Group>
          <ProgressLine label={StudyPageMessages.overall} learned={totalKnown} total={props.totalWords} />
          {levels.map((level) => (
            <ProgressLine
              key={level}
              label={`${StudyMessages.level(level)} · ${levelName(level)}`}
              learned={known[level] ?? 0}
              total={totals[level] ?? 0}
              color={levelColor(level)}
            />
          ))}
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <StudyWordList
            label={StudyPageMessages.starredWords}
            headingOrder={2}
            words={props.starred}
            learning={props.learning}
            translationOf={props.translationOf}
            empty={StudyPageMessages.noStarredWords}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}

function ProgressLine({
  label,
  learned,
  total,
  color,
}: {
  label: string;
  learned: number;
  total: number;
  color?: string;
}) {
  const percent = total === 0 ? 0 : Math.round((learned / total) * 100);
  return (
    <div>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {StudyPageMessages.learnedOf(learned, total)}
        </Text>
      </Group>
      <Progress value={percent} color={color} size="sm" radius="xl" aria-label={`${label} ${percent}%`} />
    </div>
  );
}
