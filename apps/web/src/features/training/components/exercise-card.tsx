import {
  AiMessages,
  type Exercise,
  ExerciseBlank,
  type ExerciseAnswer,
  type StudyLanguageCode,
} from '@cinevocab/core';
import { Button, Group, Radio, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import classes from './training.module.css';

export interface ExerciseCardProps {
  exercise: Exercise;
  answer: ExerciseAnswer | null;
  onAnswer: (answer: ExerciseAnswer | null) => void;
  /** After Check the answer is fixed. */
  isLocked: boolean;
  /** Choices tried wrongly already: not to be chosen again on the second try. */
  ruledOut?: readonly string[];
  language: StudyLanguageCode;
}

/** One exercise of any kind, collecting the learner's answer. */
export function ExerciseCard({
  exercise,
  answer,
  onAnswer,
  isLocked,
  ruledOut = [],
  language,
}: ExerciseCardProps) {
  return (
    <Stack gap="md">
      <Text fw={700} size="lg">
        {exercise.question}
      </Text>
      {exercise.exercise_type === 'multiple_choice' && (
        <Radio.Group
          value={answer?.kind === 'choice' ? answer.value : null}
          onChange={(value) => onAnswer({ kind: 'choice', value })}
          aria-label={exercise.question}
        >
          <Stack gap="xs">
            {exercise.options.map((option) => (
              <Radio
                key={option}
                value={option}
                label={option}
                disabled={isLocked || ruledOut.includes(option)}
                lang={language}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {exercise.exercise_type === 'match_definition' && (
        <Radio.Group
          value={answer?.kind === 'choice' ? answer.value : null}
          onChange={(value) => onAnswer({ kind: 'choice', value })}
          aria-label={exercise.question}
        >
          <Stack gap="xs">
            {Object.entries(exercise.options).map(([key, definition]) => (
              <Radio
                key={key}
                value={key}
                label={`${key}. ${definition}`}
                disabled={isLocked || ruledOut.includes(key)}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {exercise.exercise_type === 'fill_in_blank' && (
        <>
          <Text className={classes.sentence} lang={language}>
            {exercise.sentence_with_blank.split(ExerciseBlank).flatMap((part, index) =>
              index === 0
                ? [part]
                : [
                    <span key={index} className={classes.blank}>
                      <VisuallyHidden>{AiMessages.blank}</VisuallyHidden>
                    </span>,
                    part,
                  ],
            )}
          </Text>
          <TextInput
            aria-label={AiMessages.typeYourAnswer}
            description={blankHintOf(exercise)}
            classNames={{ description: classes.hint }}
            placeholder={AiMessages.typeYourAnswer}
            value={answer?.kind === 'text' ? answer.value : ''}
            onChange={(event) =>
              onAnswer(
                event.currentTarget.value === '' ? null : { kind: 'text', value: event.currentTarget.value },
              )
            }
            disabled={isLocked}
            lang={language}
            autoComplete="off"
          />
        </>
      )}
      {exercise.exercise_type === 'translate' && (
        <>
          <Text className={classes.sentence} lang={language}>
            {exercise.sentence}
          </Text>
          <TextInput
            aria-label={AiMessages.typeYourAnswer}
            placeholder={AiMessages.typeYourAnswer}
            value={answer?.kind === 'text' ? answer.value : ''}
            onChange={(event) =>
              onAnswer(
                event.currentTarget.value === '' ? null : { kind: 'text', value: event.currentTarget.value },
              )
            }
            disabled={isLocked}
            autoComplete="off"
          />
        </>
      )}
      {exercise.exercise_type === 'reorder' && (
        <Reorder
          exercise={exercise}
          answer={answer}
          onAnswer={onAnswer}
          isLocked={isLocked}
          language={language}
        />
      )}
    </Stack>
  );
}

/**
 * Reorder: the words are tapped into the sentence one by one; a placed word leaves the pool. The
 * answer counts only once every word is placed.
 */
function Reorder({
  exercise,
  answer,
  onAnswer,
  isLocked,
  language,
}: ExerciseCardProps & { exercise: Extract<Exercise, { exercise_type: 'reorder' }> }) {
  const placed = answer?.kind === 'order' ? answer.value : [];
  // The pool keeps each word as often as it is left (a sentence may repeat a word).
  const left = [...exercise.words];
  for (const word of placed) left.splice(left.indexOf(word), 1);
  const place = (word: string) => {
    const next = [...placed, word];
    onAnswer({ kind: 'order', value: next });
  };
  return (
    <Stack gap="sm">
      <div className={classes.order} aria-label={AiMessages.yourOrder} role="group" lang={language}>
        {placed.length === 0 ? (
          <Text c="dimmed" size="sm">
            {AiMessages.tapWordsInOrder}
          </Text>
        ) : (
          placed.map((word, index) => (
            <span key={`${word}-${index}`} className={classes.placed}>
              {word}
            </span>
          ))
        )}
      </div>
      <Group gap="xs" lang={language}>
        {left.map((word, index) => (
          <Button
            key={`${word}-${index}`}
            variant="default"
            size="sm"
            onClick={() => place(word)}
            disabled={isLocked}
          >
            {word}
          </Button>
        ))}
      </Group>
      {placed.length > 0 && !isLocked && (
        <Button variant="subtle" size="xs" onClick={() => onAnswer(null)} w="fit-content">
          {AiMessages.clearOrder}
        </Button>
      )}
    </Stack>
  );
}

/**
 * A blank's hint: the provider's (the word's meaning, where the dictionary knows it), else the
 * first letter and length of the answer, so that no blank is left to any word that fits.
 */
export function blankHintOf(exercise: Extract<Exercise, { exercise_type: 'fill_in_blank' }>): string {
  const hint = exercise.hint?.trim();
  if (hint) return hint;
  const answer = exercise.correct_answer.trim();
  return AiMessages.blankHintLetter(answer.charAt(0), [...answer].length);
}

/** Whether an answer is complete enough to check (Check is disabled until then). */
export function isAnswerReady(exercise: Exercise, answer: ExerciseAnswer | null): boolean {
  if (answer === null) return false;
  if (exercise.exercise_type === 'reorder') {
    return answer.kind === 'order' && answer.value.length === exercise.words.length;
  }
  return answer.kind === 'text' ? answer.value.trim() !== '' : answer.kind === 'choice';
}
