import {
  type StudyLanguageCode,
  StudyMessages,
  StudyPageMessages,
  type VocabularyWord,
} from '@cinevocab/core';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowsShuffle } from '@tabler/icons-react';
import type { ReviewEnding } from '../hooks/use-review-session';
import { StudyWordList } from './study-word-list';

export interface ReviewCompleteProps {
  ending: ReviewEnding | null;
  toLearn: readonly VocabularyWord[];
  learning: StudyLanguageCode;
  translationOf: (token: string) => string;
  onStartOver: () => void;
}

/** The review done: how it ended, the words to learn, and Start Over. */
export function ReviewComplete({
  ending,
  toLearn,
  learning,
  translationOf,
  onStartOver,
}: ReviewCompleteProps) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            {StudyPageMessages.reviewComplete}
          </Title>
          <Text c="dimmed">
            {ending === 'ten-to-learn' ? StudyPageMessages.identifiedTen : StudyPageMessages.allWordsSeen}
          </Text>
        </div>
        <StudyWordList
          label={StudyPageMessages.yourLearningList}
          headingOrder={3}
          words={toLearn}
          learning={learning}
          translationOf={translationOf}
          empty={StudyMessages.noWordsMarked}
        />
        <Button
          w="fit-content"
          leftSection={<IconArrowsShuffle size={16} aria-hidden />}
          onClick={onStartOver}
        >
          {StudyPageMessages.startOver}
        </Button>
      </Stack>
    </Paper>
  );
}
