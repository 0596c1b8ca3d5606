import {
  AiLimits,
  FlashCardMessages,
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
} from '@cinevocab/core';
import { ActionIcon, Badge, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconCards, IconCheck, IconLanguage, IconSchool, IconVolume } from '@tabler/icons-react';
import { speak } from '@/lib/speech';
import { TranslationDetails, type TranslationState, TitleLines, type WordTitle } from '@/title-words';

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
          </Group>
          {aiTranslation?.status === 'loading' ? (
            <Group gap="xs" role="status">
              <Loader size="xs" />
              <Text size="sm">{aiTranslationLabel}</Text>
            </Group>
          ) : aiTranslation?.response ? (
            <TranslationDetails
              word={word.name}
              response={aiTranslation.response}
              learning={learning}
              revealed={
                aiTranslation.status === 'done' ? AiLimits.animationSteps + 1 : aiTranslation.step + 1
              }
            />
          ) : (
            <Button
              variant="light"
              size="xs"
              w="fit-content"
              leftSection={<IconLanguage size={14} aria-hidden />}
              onClick={onTranslate}
            >
              {aiTranslationLabel}
            </Button>
          )}
          {translation && !aiTranslation?.response && (
            <Text>
              <Text span fw={600}>
                {StudyMessages.columnTranslation}:
              </Text>{' '}
              {translation}
            </Text>
          )}
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
