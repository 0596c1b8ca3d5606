import {
  appearsInTitle,
  levelColor,
  levelName,
  type StudyLanguageCode,
  StudyMessages,
  type TitleKind,
  type VocabularyWord,
} from '@cinevocab/core';
import { ActionIcon, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconLanguage, IconQuote, IconVolume } from '@tabler/icons-react';
import { speak } from '@/lib/speech';
import classes from './sort.module.css';

export interface SwipeCardFaceProps {
  word: VocabularyWord;
  learning: StudyLanguageCode;
  kind: TitleKind;
  onShowSentences: () => void;
  /** 'AI Translation', or 'Show Translation' once the word has one. */
  translationLabel: string;
  onTranslate: () => void;
}

/** What the card says: the word, its level, how often the title says it, and its buttons. */
export function SwipeCardFace({ word, learning, kind, onShowSentences, ...props }: SwipeCardFaceProps) {
  return (
    <>
      <Group justify="space-between" w="100%">
        <Badge variant="light" color={levelColor(word.diff)} title={levelName(word.diff)}>
          {StudyMessages.levelBadge(word.diff)}
        </Badge>
        <Tooltip label={StudyMessages.speak(word.name)}>
          <ActionIcon
            variant="light"
            radius="xl"
            size="lg"
            aria-label={StudyMessages.speak(word.name)}
            onClick={() => speak(word.name, learning)}
          >
            <IconVolume size={20} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Text className={classes.cardWord} lang={learning}>
        {word.name}
      </Text>
      <Text size="sm" c="dimmed">
        {appearsInTitle(kind)(word.count)}
      </Text>
      <Group gap="xs" justify="center">
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconLanguage size={14} aria-hidden />}
          onClick={props.onTranslate}
        >
          {props.translationLabel}
        </Button>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconQuote size={14} aria-hidden />}
          onClick={onShowSentences}
        >
          {StudyMessages.showSentences}
        </Button>
      </Group>
    </>
  );
}
