import {
  levelColor,
  StudyMessages,
  type VocabularyWord,
  appearsInTitle,
  type TitleKind,
} from '@cinevocab/core';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCloudUpload, IconRefresh } from '@tabler/icons-react';
import classes from './sort.module.css';

export interface RoundCompleteProps {
  words: readonly VocabularyWord[];
  kind: TitleKind;
  isSaving: boolean;
  /** Null when no unsorted word is left to draw from. */
  onNextRound: (() => void) | null;
  onSave: () => void;
}

/** A round's end: the words it marked to learn, with their level and occurrences. */
export function RoundComplete({ words, kind, isSaving, onNextRound, onSave }: RoundCompleteProps) {
  const appears = appearsInTitle(kind);
  return (
    <Paper withBorder radius="lg" p="lg" maw={520} mx="auto" w="100%">
      <Stack gap="md">
        <Title order={2} size="h3">
          {StudyMessages.wordsToLearn}
        </Title>
        {words.length === 0 ? (
          <Text c="dimmed">{StudyMessages.noWordsMarked}</Text>
        ) : (
          <ul className={classes.roundWords}>
            {words.map((word) => (
              <li key={word.token} className={classes.roundWord}>
                <Text fw={600}>{word.name}</Text>
                <Group gap="xs">
                  <Badge variant="light" color={levelColor(word.diff)}>
                    {StudyMessages.levelBadge(word.diff)}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {appears(word.count)}
                  </Text>
                </Group>
              </li>
            ))}
          </ul>
        )}
        <Group grow>
          <Button
            variant="default"
            leftSection={<IconCloudUpload size={16} aria-hidden />}
            loading={isSaving}
            onClick={onSave}
          >
            {StudyMessages.saveProgress}
          </Button>
          {onNextRound && (
            <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={onNextRound}>
              {StudyMessages.learnAnother}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
