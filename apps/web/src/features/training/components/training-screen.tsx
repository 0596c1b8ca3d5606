import {
  AiMessages,
  type Exercise,
  type GenerateExercisesRequestInput,
  languageName,
  type NativeLanguageCode,
  rightAnswerOf,
  type StudyLanguageCode,
  SeasonPlanMessages,
  type TitleKind,
} from '@cinevocab/core';
import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconMoodEmpty, IconRefresh, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { generateExercises } from '../api/generate-exercises';
import { recordActivity } from '@/lib/record-activity';
import { useTrainingSession } from '../hooks/use-training-session';
import { ExerciseCard, isAnswerReady } from './exercise-card';
import { TrainingScore } from './training-score';
import classes from './training.module.css';
import { EmptyState } from '@/components/empty-state';
import { RetryAlert } from '@/components/retry-alert';
import { BackLink } from '@/components/back-link';

export interface TrainingScreenProps {
  /** The request for the session's words; null while the title's words load. */
  request: GenerateExercisesRequestInput | null;
  /** Why there is no request: the title has no words to train. */
  noWords: boolean;
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
  kind: TitleKind;
  titlePath: string;
  titleName: string | null;
}

export { scoreColor } from './training-score';

/**
 * The training screen: exercises generated for five words of the title, one at a
 * time: answer, Check, then Next; the last leads to the score. Wrong answers show the right one.
 */
export function TrainingScreen({
  request,
  noWords,
  learning,
  native,
  kind,
  titlePath,
  titleName,
}: TrainingScreenProps) {
  useDocumentTitle(
    titleName === null ? AiMessages.trainVocabulary : `${AiMessages.trainVocabulary} · ${titleName}`,
  );
  const [round, setRound] = useState(0);
  const exercises = useQuery({
    queryKey: ['ai', 'exercises', request, round],
    queryFn: ({ signal }) => generateExercises(request!, signal),
    meta: { browserOnly: true },
    enabled: request !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  const back = (
    <BackLink to={titlePath}>
      {kind === 'movie'
        ? AiMessages.backToMovie
        : kind === 'episode'
          ? AiMessages.backToEpisode
          : SeasonPlanMessages.backToShow}
    </BackLink>
  );
  const footer = (
    <Group justify="space-between" className={classes.footer}>
      <Text size="sm" c="dimmed">
        {AiMessages.learningLanguage(languageName(learning))}
      </Text>
      <Text size="sm" c="dimmed">
        {AiMessages.translatingTo(languageName(native))}
      </Text>
    </Group>
  );

  let body: ReactNode;
  if (noWords || (exercises.isSuccess && exercises.data.exercises.length === 0)) {
    body = (
      <EmptyState
        icon={IconMoodEmpty}
        title={AiMessages.noExercisesAvailable}
        {...(exercises.data?.notice ? { detail: exercises.data.notice } : {})}
      >
        <Button
          leftSection={<IconRefresh size={16} />}
          onClick={() => setRound((value) => value + 1)}
          disabled={noWords}
        >
          {AiMessages.tryAgain}
        </Button>
      </EmptyState>
    );
  } else if (exercises.isError) {
    body = (
      <RetryAlert
        title={AiMessages.failedToGenerate}
        message={exercises.error.message}
        onRetry={() => setRound((value) => value + 1)}
        retryLabel={AiMessages.tryAgain}
      />
    );
  } else if (!exercises.data) {
    body = (
      <Group justify="center" py="xl" role="status">
        <Loader size="sm" />
        <Text>{AiMessages.generatingExercises}</Text>
      </Group>
    );
  } else {
    body = (
      <Session
        key={`${round}-${exercises.dataUpdatedAt}`}
        exercises={exercises.data.exercises}
        notice={exercises.data.notice}
        wordsNotInDictionary={exercises.data.words_not_in_dictionary}
        language={learning}
        backLink={titlePath}
        kind={kind}
        onAgain={() => setRound((value) => value + 1)}
        onFinished={(count) => void recordActivity({ kind: 'training', count })}
      />
    );
  }

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          {back}
          <Title order={1}>{AiMessages.trainVocabulary}</Title>
          {titleName && <Text c="dimmed">{titleName}</Text>}
        </div>
        {/* As tall as an exercise, while the exercises are made too, so that the footer below
            does not move when the first one appears. */}
        <div className={classes.room}>{body}</div>
        {footer}
      </Stack>
    </Container>
  );
}

interface SessionProps {
  /** Told when the last exercise is answered, with how many there were. */
  onFinished: (exercises: number) => void;
  exercises: readonly Exercise[];
  notice: string | null;
  /** Words no dictionary knows: said above the first exercise on each, and nowhere else. */
  wordsNotInDictionary: readonly string[];
  language: StudyLanguageCode;
  backLink: string;
  kind: TitleKind;
  onAgain: () => void;
}

function Session({
  exercises,
  notice,
  wordsNotInDictionary,
  language,
  backLink,
  kind,
  onAgain,
  onFinished,
}: SessionProps) {
  const { index, exercise, answer, verdict, score, ...session } = useTrainingSession(exercises, onFinished);

  if (session.isDone || exercise === undefined) {
    return (
      <TrainingScore
        score={score}
        total={exercises.length}
        backLink={backLink}
        kind={kind}
        onAgain={onAgain}
      />
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={600}>{AiMessages.exerciseOf(index + 1, exercises.length)}</Text>
        <Badge size="lg" variant="light">
          {AiMessages.score(score)}
        </Badge>
      </Group>
      <Progress value={(index / exercises.length) * 100} size="sm" radius="xl" aria-hidden />
      {notice && index === 0 && (
        <Text size="xs" c="dimmed">
          {notice}
        </Text>
      )}
      {wordsNotInDictionary.includes(exercise.word) &&
        exercises.findIndex((each) => each.word === exercise.word) === index && (
          <Text size="xs" c="dimmed">
            {AiMessages.noDictionaryKnows(exercise.word)}
          </Text>
        )}
      <Paper withBorder radius="lg" p="lg">
        <ExerciseCard
          key={index}
          exercise={exercise}
          answer={answer}
          onAnswer={session.setAnswer}
          isLocked={verdict !== null}
          language={language}
        />
        {verdict !== null && (
          <Alert
            mt="md"
            color={verdict ? 'teal' : 'red'}
            icon={verdict ? <IconCheck size={18} /> : <IconX size={18} />}
            title={verdict ? AiMessages.correct : AiMessages.incorrect}
          >
            {!verdict && AiMessages.rightAnswer(rightAnswerOf(exercise))}
          </Alert>
        )}
      </Paper>
      <Group justify="flex-end">
        {verdict === null ? (
          <Button onClick={session.check} disabled={!isAnswerReady(exercise, answer)}>
            {AiMessages.check}
          </Button>
        ) : (
          <Button onClick={session.next}>
            {index + 1 >= exercises.length ? AiMessages.finish : AiMessages.next}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
