import {
  appearsInTitle,
  levelColor,
  type NativeLanguageCode,
  type StudyLanguageCode,
  StudyMessages,
  type TitleKind,
} from '@cinevocab/core';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { SpokenWord } from '@/components/spoken-word';
import type { LearnWord } from '@/lib/learn-words-state';
import { DrillAnswer } from './drill-answer';
import classes from './learn-words-drill.module.css';

export interface DrillCardProps {
  word: LearnWord;
  kind: TitleKind;
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
  isAnswerShown: boolean;
  onShowAnswer: () => void;
}

/** The word drilled: its level, its count in the title, the word spoken, and its answer on demand. */
export function DrillCard({ word, kind, learning, native, isAnswerShown, onShowAnswer }: DrillCardProps) {
  return (
    <Paper withBorder radius="lg" p="xl" className={classes.card}>
      <Stack align="center" gap="sm">
        <Group gap="xs">
          <Badge variant="light" color={levelColor(word.level)}>
            {StudyMessages.levelBadge(word.level)}
          </Badge>
          <Text size="sm" c="dimmed">
            {appearsInTitle(kind)(word.count)}
          </Text>
        </Group>
        <SpokenWord word={word.name} language={learning} speakLabel={StudyMessages.speak(word.name)} />
        {isAnswerShown ? (
          <DrillAnswer word={word} learning={learning} native={native} />
        ) : (
          <Button variant="light" leftSection={<IconEye size={16} />} onClick={onShowAnswer}>
            {StudyMessages.showAnswer}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
