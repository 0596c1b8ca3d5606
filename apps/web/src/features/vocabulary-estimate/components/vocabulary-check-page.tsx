import {
  AppRoutes,
  type NativeLanguageCode,
  type StudyLanguageCode,
  type VocabularyCheckStep,
  VocabularyEstimateMessages,
} from '@cinevocab/core';
import {
  Alert,
  Box,
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
import { IconCheck, IconX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { BackLink } from '@/components/back-link';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { failureText } from '@/lib/api-client';
import { useAnswerVocabularyCheck } from '../api/answer-vocabulary-check';
import { useFinishVocabularyCheck } from '../api/finish-vocabulary-check';
import { useStartVocabularyCheck } from '../api/start-vocabulary-check';
import classes from './vocabulary-check.module.css';

/** How long a new word waits before it takes an answer: longer than a double tap's two taps apart. */
const newWordSettleMs = 300;

export interface VocabularyCheckPageProps {
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
  /** What stands above the heading: by default the way back to My Words. */
  lead?: ReactNode;
  /** The heading: by default 'Vocabulary check'. */
  title?: string;
  /** Where the learner goes once the last word is answered: by default My Words, which shows the result. */
  finishedTo?: string;
  /** Shown under the word's card (the first run's way to skip the check). */
  aside?: ReactNode;
}

/**
 * The vocabulary check: one word at a time, "I know this word" or not. The check lives here, as
 * its seed and the answers so far; the server picks each next word from them, and keeps the
 * result once the last word is answered. Then My Words (or `finishedTo`) shows it.
 */
export function VocabularyCheckPage({
  learning,
  native,
  lead = <BackLink to={AppRoutes.myWords}>{VocabularyEstimateMessages.backToMyWords}</BackLink>,
  title = VocabularyEstimateMessages.checkTitle,
  finishedTo = AppRoutes.myWords,
  aside = null,
}: VocabularyCheckPageProps) {
  useDocumentTitle(title);
  const navigate = useNavigate();
  const start = useStartVocabularyCheck();
  const answer = useAnswerVocabularyCheck();
  const finish = useFinishVocabularyCheck(native);
  const [step, setStep] = useState<VocabularyCheckStep | null>(null);
  const [answers, setAnswers] = useState<boolean[]>([]);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit: a second start (React's development double effect) would ask other words.
    if (started.current) return;
    started.current = true;
    start.mutate(learning, { onSuccess: setStep });
  }, [learning, start]);

  // A new word takes answers only after a moment: the second tap of a quick double tap meant for
  // the last word, landing once the server has already answered, is not counted for this one.
  const [settledStep, setSettledStep] = useState<VocabularyCheckStep | null>(null);
  const settling = step !== settledStep;
  useEffect(() => {
    const settled = setTimeout(() => setSettledStep(step), newWordSettleMs);
    return () => clearTimeout(settled);
  }, [step]);

  const failure = start.error ?? answer.error ?? finish.error;
  const busy = start.isPending || answer.isPending || finish.isPending;

  // The word an answer was given to, until the next one is on the screen: a second tap before then
  // (the buttons are disabled a moment after the first) is not counted for a word not yet seen.
  const answeredWord = useRef<string | null>(null);
  const onAnswer = (knows: boolean) => {
    if (step === null || step.word === null || busy || settling || answeredWord.current === step.word) {
      return;
    }
    answeredWord.current = step.word;
    const sofar = [...answers, knows];
    setAnswers(sofar);
    const request = { learning_lang: learning, seed: step.seed, answers: sofar };
    const allowAgain = () => {
      answeredWord.current = null;
    };
    if (sofar.length >= step.total) {
      finish.mutate(request, { onSuccess: () => void navigate(finishedTo), onError: allowAgain });
      return;
    }
    answer.mutate(request, {
      onSuccess: (next) => {
        allowAgain();
        setStep(next);
      },
      onError: allowAgain,
    });
  };

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        {lead}
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        <Text c="dimmed">{VocabularyEstimateMessages.checkIntro}</Text>
        {/* As tall as a word's card while the first word is asked for, so that the footer below
            does not move when the card appears. */}
        <Box mih="20rem">
          {failure ? (
            <Alert color="red">{failureText(failure, VocabularyEstimateMessages.checkFailed)}</Alert>
          ) : step === null ? (
            <Group gap="sm">
              <Loader size="sm" />
              <Text>{VocabularyEstimateMessages.checkLoading}</Text>
            </Group>
          ) : (
            <Paper withBorder radius="md" p="xl">
              <Stack gap="lg" align="center">
                <Text size="sm" c="dimmed">
                  {VocabularyEstimateMessages.itemOf(Math.min(answers.length + 1, step.total), step.total)}
                </Text>
                <Progress
                  value={(answers.length / step.total) * 100}
                  w="100%"
                  aria-label={VocabularyEstimateMessages.itemOf(answers.length, step.total)}
                />
                <Text
                  component="p"
                  fz={40}
                  fw={700}
                  lang={learning}
                  data-testid="vocabulary-check-word"
                  aria-live="polite"
                >
                  {step.word ?? ''}
                </Text>
                <Group gap="md" className={settling ? classes.settling : undefined}>
                  <Button
                    size="lg"
                    color="green"
                    leftSection={<IconCheck size={18} />}
                    disabled={busy}
                    aria-disabled={settling || undefined}
                    onClick={() => onAnswer(true)}
                  >
                    {VocabularyEstimateMessages.iKnowIt}
                  </Button>
                  <Button
                    size="lg"
                    variant="default"
                    leftSection={<IconX size={18} />}
                    disabled={busy}
                    aria-disabled={settling || undefined}
                    onClick={() => onAnswer(false)}
                  >
                    {VocabularyEstimateMessages.iDontKnowIt}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          )}
        </Box>
        {aside}
      </Stack>
    </Container>
  );
}
