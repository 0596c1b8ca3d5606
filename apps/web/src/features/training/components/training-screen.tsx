import {
  AiMessages,
  type Exercise,
  type FlashCardCreateInput,
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
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { generateExercises } from '../api/generate-exercises';
import { recordActivity } from '@/lib/record-activity';
import { useTrainingSession, type Verdict } from '../hooks/use-training-session';
import { missedWords } from '../review';
import { ExerciseCard, isAnswerReady } from './exercise-card';
import { TrainingReview } from './training-review';
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
  /** A missed word's flash card (select-words.ts, missedWordCards); null for a word it cannot make one of. */
  cardOf: (word: string) => FlashCardCreateInput | null;
}

export { scoreColor } from './training-score';

/**
 * The training screen: exercises generated for five words of the title, one at a
 * time: answer, Check, then Next; a wrong answer may be tried again once, and a second wrong one
 * shows the right answer. The last leads to the score and the mistakes, whose words may be saved
 * as flash cards.
 */
export function TrainingScreen({
  request,
  noWords,
  learning,
  native,
  kind,
  titlePath,
  titleName,
  cardOf,
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
        cardOf={cardOf}
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
  cardOf: (word: string) => FlashCardCreateInput | null;
  backLink: string;
  kind: TitleKind;
  onAgain: () => void;
}

function Session({
  exercises,
  notice,
  wordsNotInDictionary,
  language,
  cardOf,
  backLink,
  kind,
  onAgain,
  onFinished,
}: SessionProps) {
  const { index, exercise, answer, verdict, score, mistakes, ...session } = useTrainingSession(
    exercises,
    onFinished,
  );
  const card = useRef<HTMLDivElement>(null);
  const action = useRef<HTMLButtonElement>(null);
  // After Check its button gives way to Next or Try Again: the focus goes there, not to the page;
  // after Try Again it goes back into the exercise, to mend the answer.
  useEffect(() => {
    if (verdict !== null) action.current?.focus();
    else if (session.isSecondTry) firstControlIn(card.current)?.focus();
  }, [verdict, session.isSecondTry]);

  if (session.isDone || exercise === undefined) {
    const cards = missedWords(mistakes.map((mistake) => mistake.exercise)).flatMap(
      (word) => cardOf(word) ?? [],
    );
    return (
      <Stack gap="md">
        <TrainingScore
          score={score}
          total={exercises.length}
          backLink={backLink}
          kind={kind}
          onAgain={onAgain}
        />
        <TrainingReview mistakes={mistakes} cards={cards} language={language} />
      </Stack>
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
      <Paper withBorder radius="lg" p="lg" ref={card}>
        <ExerciseCard
          key={index}
          exercise={exercise}
          answer={answer}
          onAnswer={session.setAnswer}
          isLocked={verdict !== null}
          ruledOut={session.ruledOut}
          language={language}
        />
        {verdict !== null && <AnswerFeedback verdict={verdict} exercise={exercise} />}
      </Paper>
      <Group justify="flex-end">
        {verdict === null ? (
          <Button onClick={session.check} disabled={!isAnswerReady(exercise, answer)}>
            {AiMessages.check}
          </Button>
        ) : verdict.kind === 'retry' ? (
          <Button ref={action} leftSection={<IconRefresh size={16} aria-hidden />} onClick={session.tryAgain}>
            {AiMessages.tryAgain}
          </Button>
        ) : (
          <Button ref={action} onClick={session.next}>
            {index + 1 >= exercises.length ? AiMessages.finish : AiMessages.next}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The first control of the exercise a learner can use: the text box, a choice left, a word. */
function firstControlIn(container: HTMLElement | null): HTMLElement | null {
  return container?.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled])') ?? null;
}

/**
 * What Check says: right (with a note when only the accents were off); wrong with one more try
 * to come; or wrong the second time, with the right answer.
 */
function AnswerFeedback({ verdict, exercise }: { verdict: Verdict; exercise: Exercise }) {
  const isRight = verdict.kind === 'right' || verdict.kind === 'accents';
  const title =
    verdict.kind === 'retry'
      ? AiMessages.incorrect
      : isRight
        ? AiMessages.correct
        : AiMessages.incorrectAgain;
  const detail =
    verdict.kind === 'accents'
      ? AiMessages.accentNote(verdict.spelling)
      : verdict.kind === 'retry'
        ? AiMessages.oneMoreTry
        : verdict.kind === 'wrong'
          ? AiMessages.rightAnswer(rightAnswerOf(exercise))
          : null;
  return (
    <Alert
      mt="md"
      color={isRight ? 'teal' : 'red'}
      icon={isRight ? <IconCheck size={18} /> : <IconX size={18} />}
      title={title}
    >
      {detail}
    </Alert>
  );
}
