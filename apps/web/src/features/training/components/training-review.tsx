import {
  AiMessages,
  type Exercise,
  ExerciseBlank,
  type FlashCardCreateInput,
  rightAnswerOf,
  type StudyLanguageCode,
} from '@cinevocab/core';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCards } from '@tabler/icons-react';
import type { Mistake } from '../hooks/use-training-session';
import { useSaveMissedWords } from '../hooks/use-save-missed-words';
import { answerTextOf } from '../review';
import classes from './training.module.css';

export interface TrainingReviewProps {
  mistakes: readonly Mistake[];
  /** The cards of the words missed, each word once. */
  cards: readonly FlashCardCreateInput[];
  language: StudyLanguageCode;
}

/** A blank's line with the gap as three dots: underscores read out one by one. */
const lineOf = (exercise: Exercise): string | null =>
  exercise.exercise_type === 'fill_in_blank'
    ? exercise.sentence_with_blank.replaceAll(ExerciseBlank, '…')
    : null;

/**
 * The end of a session: each exercise missed, with what the learner answered and the right
 * answer, and the words missed saved as flash cards in one go.
 */
export function TrainingReview({ mistakes, cards, language }: TrainingReviewProps) {
  const { save, isSaving, saved } = useSaveMissedWords(cards);
  if (mistakes.length === 0) {
    return (
      <Text ta="center" c="dimmed">
        {AiMessages.noMistakes}
      </Text>
    );
  }
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {AiMessages.mistakesHeading}
        </Title>
        <ul className={classes.mistakes}>
          {mistakes.map(({ exercise, answer }, index) => (
            <li key={index} className={classes.mistake}>
              <Text fw={700} lang={language}>
                {exercise.word}
              </Text>
              <Text size="sm" c="dimmed">
                {exercise.question}
              </Text>
              {lineOf(exercise) && (
                <Text size="sm" lang={language}>
                  {lineOf(exercise)}
                </Text>
              )}
              <Text size="sm">{AiMessages.yourAnswer(answerTextOf(exercise, answer))}</Text>
              <Text size="sm" fw={700}>
                {AiMessages.rightAnswer(rightAnswerOf(exercise))}
              </Text>
            </li>
          ))}
        </ul>
        {saved === null && (
          <Button
            leftSection={<IconCards size={16} aria-hidden />}
            onClick={() => void save()}
            loading={isSaving}
            variant="light"
            className={classes.saveMissed}
          >
            {AiMessages.saveMistakesAsCards(cards.length)}
          </Button>
        )}
        {/* Always there, so that the saving is read out when it is done. */}
        <div role="status">{saved !== null && <Text>{AiMessages.mistakesSaved(saved)}</Text>}</div>
      </Stack>
    </Paper>
  );
}
