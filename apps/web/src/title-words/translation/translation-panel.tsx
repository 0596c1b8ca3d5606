import { AiLimits, AiMessages, FlashCardMessages, type StudyLanguageCode } from '@cinevocab/core';
import { Button, Drawer, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { IconCards } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { TranslationDetails } from './translation-details';
import classes from './translation.module.css';
import type { TranslationState } from './use-word-translation';

export interface TranslationPanelProps {
  opened: boolean;
  onClose: () => void;
  state: TranslationState;
  learning: StudyLanguageCode;
  /** 'Save as Flashcard', offered once the word is translated. */
  onSaveFlashCard?: () => void;
  isSavingFlashCard?: boolean;
}

/**
 * The Translation Assistant: a bottom drawer on a phone, a side sheet of 400 to
 * 540 px on a desktop. Until a word is translated it shows its placeholder.
 */
export function TranslationPanel({
  opened,
  onClose,
  state,
  learning,
  onSaveFlashCard,
  isSavingFlashCard = false,
}: TranslationPanelProps) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={isPhone ? 'bottom' : 'right'}
      size={isPhone ? '75%' : 'clamp(400px, 36vw, 540px)'}
      title={AiMessages.translationAssistant}
      closeButtonProps={{ 'aria-label': AiMessages.closePanel }}
      // The card stays usable beside the sheet on a desktop.
      withOverlay={Boolean(isPhone)}
      lockScroll={Boolean(isPhone)}
      trapFocus={false}
    >
      {state.word === null || state.status === 'idle' ? (
        <Text className={classes.placeholder}>{AiMessages.assistantPlaceholder}</Text>
      ) : state.status === 'loading' ? (
        <Stack gap="sm" role="status">
          <Group gap="xs">
            <Loader size="xs" />
            <Text>{state.word.name}</Text>
          </Group>
          <Skeleton height={18} width="60%" />
          <Skeleton height={14} />
          <Skeleton height={14} width="80%" />
        </Stack>
      ) : state.status === 'error' || !state.response ? (
        <Text c="red.7">{AiMessages.failedToTranslate}</Text>
      ) : (
        <Stack gap="md">
          <TranslationDetails
            word={state.word.name}
            response={state.response}
            learning={learning}
            revealed={state.status === 'done' ? AiLimits.animationSteps + 1 : state.step + 1}
          />
          {onSaveFlashCard && state.status === 'done' && (
            <Button
              variant="light"
              leftSection={<IconCards size={16} aria-hidden />}
              loading={isSavingFlashCard}
              onClick={onSaveFlashCard}
            >
              {FlashCardMessages.saveAsFlashcard}
            </Button>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
