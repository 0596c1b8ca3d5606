import { levelColor, type StudyLanguageCode, StudyMessages, type VocabularyWord } from '@cinevocab/core';
import { Badge, Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlayerPlay, IconVolume } from '@tabler/icons-react';
import { speak } from '@/lib/speech';
import classes from './sort.module.css';

export interface WordListDialogProps {
  opened: boolean;
  /** Kept while the dialog fades out, so that it never shows without a name. */
  title: string;
  words: readonly VocabularyWord[];
  learning: StudyLanguageCode;
  onClose: () => void;
  /** Only the learning list offers the drill: 'Learn My Words (n)'. */
  onLearn?: () => void;
}

/** The known or the learning stack, opened: each word is spoken when clicked. */
export function WordListDialog({ opened, title, words, learning, onClose, onLearn }: WordListDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="md">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {StudyMessages.clickToHear}
        </Text>
        {words.length === 0 ? (
          <Text>{StudyMessages.noWordsFound}</Text>
        ) : (
          <ul className={classes.wordList}>
            {words.map((word) => (
              <li key={word.token}>
                <UnstyledButton className={classes.wordListItem} onClick={() => speak(word.name, learning)}>
                  <IconVolume size={16} aria-hidden />
                  <span className={classes.wordListName}>{word.name}</span>
                  <Badge size="sm" variant="light" color={levelColor(word.diff)}>
                    {StudyMessages.levelBadge(word.diff)}
                  </Badge>
                </UnstyledButton>
              </li>
            ))}
          </ul>
        )}
        {onLearn && (
          <Group justify="flex-end">
            <Button
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              disabled={words.length === 0}
              onClick={onLearn}
            >
              {StudyMessages.learnMyWordsCount(words.length)}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
