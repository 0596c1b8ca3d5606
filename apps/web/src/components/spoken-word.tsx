import { ActionIcon, Group, Text } from '@mantine/core';
import { IconVolume } from '@tabler/icons-react';
import { speak } from '@/lib/speech';
import classes from './spoken-word.module.css';

export interface SpokenWordProps {
  word: string;
  /** The word's language: how it is spoken, and its `lang` for assistive technology. */
  language: string;
  /** The speaker button's name. */
  speakLabel: string;
}

/** A study card's word in large type, with a button that says it aloud. */
export function SpokenWord({ word, language, speakLabel }: SpokenWordProps) {
  return (
    <Group gap="xs" align="center">
      <Text className={classes.word} lang={language}>
        {word}
      </Text>
      <ActionIcon
        variant="light"
        radius="xl"
        size="lg"
        aria-label={speakLabel}
        onClick={() => speak(word, language)}
      >
        <IconVolume size={20} />
      </ActionIcon>
    </Group>
  );
}
