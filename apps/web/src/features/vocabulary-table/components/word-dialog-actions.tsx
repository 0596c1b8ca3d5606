import { FlashCardMessages, StudyMessages, type WordStatus } from '@cinevocab/core';
import { Button, Group } from '@mantine/core';
import { IconCards, IconCheck, IconSchool } from '@tabler/icons-react';

export interface WordDialogActionsProps {
  status: WordStatus;
  onStatus: (status: Exclude<WordStatus, 'unsorted'>) => void;
  /** 'Save as Flashcard', shown only when given. */
  onSaveFlashCard?: (() => void) | undefined;
  isSavingFlashCard: boolean;
}

/** The opened word's buttons: Save as Flashcard, and its marks (pressed when it has that status). */
export function WordDialogActions({
  status,
  onStatus,
  onSaveFlashCard,
  isSavingFlashCard,
}: WordDialogActionsProps) {
  return (
    <Group gap="xs">
      {onSaveFlashCard && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCards size={14} />}
          loading={isSavingFlashCard}
          onClick={onSaveFlashCard}
        >
          {FlashCardMessages.saveAsFlashcard}
        </Button>
      )}
      <Button
        size="xs"
        color="teal"
        variant={status === 'known' ? 'filled' : 'light'}
        aria-pressed={status === 'known'}
        leftSection={<IconCheck size={14} />}
        onClick={() => onStatus('known')}
      >
        {StudyMessages.markKnown}
      </Button>
      <Button
        size="xs"
        color="orange"
        variant={status === 'to-learn' ? 'filled' : 'light'}
        aria-pressed={status === 'to-learn'}
        leftSection={<IconSchool size={14} />}
        onClick={() => onStatus('to-learn')}
      >
        {StudyMessages.markToLearn}
      </Button>
    </Group>
  );
}
