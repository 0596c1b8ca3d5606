import {
  levelColor,
  levelName,
  type NativeLanguageCode,
  type StudyLanguageCode,
  StudyMessages,
  type TitleSentence,
  type VocabularyWord,
  type WordStatus,
  appearsInTitle,
  type TitleKind,
  WordMessages,
} from '@cinevocab/core';
import { ActionIcon, Badge, Group, Modal, Stack, Text } from '@mantine/core';
import { IconVolume } from '@tabler/icons-react';
import { speak } from '@/lib/speech';
import { type TranslationState, TitleLines, type WordTitle } from '@/title-words';
import { commonnessOf } from '../commonness';
import { WordDialogActions } from './word-dialog-actions';
import { WordDialogTranslation } from './word-dialog-translation';

export interface WordDialogProps {
  word: VocabularyWord | null;
  status: WordStatus;
  translation: string | null;
  /** The title's sentences with the word; undefined while they load. */
  sentences: readonly TitleSentence[] | undefined;
  /** The title the sentences are from: their translation is its own. */
  title: WordTitle;
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
  kind: TitleKind;
  onStatus: (status: Exclude<WordStatus, 'unsorted'>) => void;
  onClose: () => void;
  /** The word's translation on its way or shown; null before 'AI Translation' is pressed. */
  aiTranslation: TranslationState | null;
  aiTranslationLabel: string;
  onTranslate: () => void;
  /** 'Save as Flashcard', shown only when given. */
  onSaveFlashCard?: () => void;
  isSavingFlashCard?: boolean;
}

/**
 * A word of the table, opened: its level, what the learner saved of it, and the
 * title's sentences with their times; a sentence is spoken when clicked. 'AI Translation' explains
 * it in the learner's language ('Save as Flashcard' comes with the flash-card issue).
 */
export function WordDialog({
  word,
  status,
  translation,
  sentences,
  title,
  learning,
  native,
  kind,
  onStatus,
  onClose,
  aiTranslation,
  aiTranslationLabel,
  onTranslate,
  onSaveFlashCard,
  isSavingFlashCard = false,
}: WordDialogProps) {
  const appears = appearsInTitle(kind);
  return (
    <Modal
      opened={word !== null}
      onClose={onClose}
      size="lg"
      title={
        word && (
          <Group gap="xs">
            <Text fw={800} size="xl" lang={learning}>
              {word.name}
            </Text>
            <ActionIcon
              variant="light"
              radius="xl"
              aria-label={StudyMessages.speak(word.name)}
              onClick={() => speak(word.name, learning)}
            >
              <IconVolume size={18} />
            </ActionIcon>
          </Group>
        )
      }
    >
      {word && (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light" color={levelColor(word.diff)}>
              {`${StudyMessages.levelBadge(word.diff)} · ${levelName(word.diff)}`}
            </Badge>
            <Text size="sm" c="dimmed">
              {appears(word.count)}
            </Text>
            {/* A phone's table has no room for the column: the dialog says it. */}
            <Text size="sm" c="dimmed">
              {`${WordMessages.columnFrequency}: ${commonnessOf(word.frequency)}`}
            </Text>
          </Group>
          <WordDialogTranslation
            word={word}
            learning={learning}
            translation={translation}
            aiTranslation={aiTranslation}
            aiTranslationLabel={aiTranslationLabel}
            onTranslate={onTranslate}
          />
          <WordDialogActions
            status={status}
            onStatus={onStatus}
            onSaveFlashCard={onSaveFlashCard}
            isSavingFlashCard={isSavingFlashCard}
          />
          <TitleLines
            lines={sentences}
            title={title}
            learning={learning}
            native={native}
            forms={word.forms}
            isCounted
            size="md"
          />
        </Stack>
      )}
    </Modal>
  );
}
