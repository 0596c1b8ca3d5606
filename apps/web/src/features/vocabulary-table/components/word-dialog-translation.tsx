import { AiLimits, type StudyLanguageCode, StudyMessages, type VocabularyWord } from '@cinevocab/core';
import { Button, Group, Loader, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { TranslationDetails, type TranslationState } from '@/title-words';

export interface WordDialogTranslationProps {
  word: VocabularyWord;
  learning: StudyLanguageCode;
  /** The meaning kept with the word, shown until the AI's answer is. */
  translation: string | null;
  aiTranslation: TranslationState | null;
  aiTranslationLabel: string;
  onTranslate: () => void;
}

/** The opened word's meaning: 'AI Translation', its answer on its way or shown, else the kept one. */
export function WordDialogTranslation({
  word,
  learning,
  translation,
  aiTranslation,
  aiTranslationLabel,
  onTranslate,
}: WordDialogTranslationProps) {
  return (
    <>
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
          revealed={aiTranslation.status === 'done' ? AiLimits.animationSteps + 1 : aiTranslation.step + 1}
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
    </>
  );
}
