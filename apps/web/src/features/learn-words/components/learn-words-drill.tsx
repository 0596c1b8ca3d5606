import {
  AppRoutes,
  levelColor,
  type NativeLanguageCode,
  type StudyLanguageCode,
  StudyMessages,
  appearsInTitle,
  type TitleKind,
} from '@cinevocab/core';
import {
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconArrowsShuffle, IconEye, IconMoodEmpty, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { LearnWord } from '@/lib/learn-words-state';
import { showNotification } from '@/lib/notify';
import { playCue } from '@/lib/sound-cues';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { RecallButtons } from '@/components/recall-buttons';
import { SessionFigure } from '@/components/session-figure';
import { SpokenWord } from '@/components/spoken-word';
import { answer, currentWord, deckName, drillTotals, shuffle, startDrill } from '../drill-engine';
import classes from './learn-words-drill.module.css';
import { EmptyState } from '@/components/empty-state';
import { BackLink } from '@/components/back-link';
import { DrillAnswer } from './drill-answer';

export interface LearnWordsDrillProps {
  words: readonly LearnWord[];
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
  kind: TitleKind;
  from?: { path: string; label: string } | undefined;
  /**
   * Whether `words` are all the words there are: false while the page is taken over from the
   * server, which cannot know the words this browser's history holds. Nothing is said of
   * missing words until then.
   */
  isSettled?: boolean;
}

/**
 * The learn-words drill: each word to learn in turn, its answer on demand, 'Know
 * It' or 'Don't Know'; the words not known come back in another pass until none is left.
 */
export function LearnWordsDrill({
  words,
  learning,
  native,
  kind,
  from,
  isSettled = true,
}: LearnWordsDrillProps) {
  useDocumentTitle(StudyMessages.learnMyWords);
  const [state, setState] = useState(() => startDrill(words));
  const [isAnswerShown, setAnswerShown] = useState(false);
  const word = currentWord(state);

  useEffect(() => {
    if (isSettled && words.length === 0)
      showNotification({ tone: 'info', message: StudyMessages.noLearningWordsProvided });
  }, [isSettled, words.length]);

  // Until the browser has read its history, the words may still come: no 'no words' page yet.
  if (words.length === 0 && !isSettled) return <FullScreenSpinner />;
  if (words.length === 0) {
    return (
      <Container size="sm" py="xl">
        <EmptyState icon={IconMoodEmpty} level="page" title={StudyMessages.noLearningWordsFound}>
          <Button
            component={Link}
            to={from?.path ?? AppRoutes.home}
            variant="light"
            leftSection={<IconArrowLeft size={16} />}
          >
            {from?.label ?? StudyMessages.myMovies}
          </Button>
        </EmptyState>
      </Container>
    );
  }

  const respond = (knows: boolean) => {
    const step = answer(state, knows);
    setState(step.state);
    setAnswerShown(false);
    playCue(knows ? 'success' : 'learning');
    if (step.nextPass) {
      showNotification({
        tone: 'info',
        message: StudyMessages.passComplete(step.nextPass.pass - 1, step.nextPass.words),
      });
    }
    if (step.state.isDone) playCue('completion');
  };

  const reset = () => {
    setState(startDrill(words));
    setAnswerShown(false);
    showNotification({ tone: 'info', message: StudyMessages.sessionReset });
  };

  const onShuffle = () => {
    setState(shuffle(state));
    setAnswerShown(false);
    showNotification({ tone: 'info', message: StudyMessages.wordsShuffled(deckName(state)) });
  };

  const header = (
    <Group justify="space-between" align="center" wrap="wrap" gap="sm">
      <div>
        {from && <BackLink to={from.path}>{from.label}</BackLink>}
        <Title order={1}>{StudyMessages.learnMyWords}</Title>
      </div>
      <Group gap="xs">
        <Badge size="lg" variant="light">
          {StudyMessages.pass(state.pass)}
        </Badge>
        <Button
          variant="default"
          leftSection={<IconArrowsShuffle size={16} />}
          onClick={onShuffle}
          disabled={state.isDone}
        >
          {StudyMessages.shuffle}
        </Button>
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={reset}>
          {StudyMessages.reset}
        </Button>
      </Group>
    </Group>
  );

  if (state.isDone || word === undefined) {
    const totals = drillTotals(state);
    return (
      <Container size="sm" py="xl">
        <Stack gap="lg">
          {header}
          <Paper withBorder radius="lg" p="lg">
            <Stack gap="md">
              <Title order={2} size="h3">
                {StudyMessages.sessionCompleted}
              </Title>
              <SimpleGrid cols={{ base: 2, xs: 4 }}>
                <SessionFigure label={StudyMessages.totalWords} value={totals.totalWords} />
                <SessionFigure label={StudyMessages.knownFirstTime} value={totals.knownFirstTime} />
                <SessionFigure label={StudyMessages.learntAfterReview} value={totals.learntAfterReview} />
                <SessionFigure label={StudyMessages.passesCompleted} value={totals.passesCompleted} />
              </SimpleGrid>
              <Title order={3} size="h5">
                {StudyMessages.passSummary}
              </Title>
              <ul className={classes.summary}>
                {state.summaries.map((summary) => (
                  <li key={summary.pass}>
                    <Text fw={600}>{StudyMessages.pass(summary.pass)}</Text>
                    <Text c={summary.unknown === 0 ? 'teal.7' : 'orange.7'}>
                      {summary.unknown === 0
                        ? StudyMessages.perfect
                        : StudyMessages.wordsToReview(summary.unknown)}
                    </Text>
                  </li>
                ))}
              </ul>
              <Group grow>
                <Button leftSection={<IconRefresh size={16} />} onClick={reset}>
                  {StudyMessages.reset}
                </Button>
                {from && (
                  <Button component={Link} to={from.path} variant="default">
                    {from.label}
                  </Button>
                )}
              </Group>
            </Stack>
          </Paper>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        {header}
        <Progress value={(state.index / state.deck.length) * 100} size="sm" radius="xl" aria-hidden />
        <Text size="sm" c="dimmed">
          {state.index + 1} / {state.deck.length}
        </Text>
        <Paper withBorder radius="lg" p="xl" className={classes.card}>
          <Stack align="center" gap="sm">
            <Group gap="xs">
              <Badge variant="light" color={levelColor(word.level)}>
                {StudyMessages.levelBadge(word.level)}
              </Badge>
              <Text size="sm" c="dimmed">
                {appearsInTitle(kind)(word.count)}
              </Text>
            </Group>
            <SpokenWord word={word.name} language={learning} speakLabel={StudyMessages.speak(word.name)} />
            {isAnswerShown ? (
              <DrillAnswer word={word} learning={learning} native={native} />
            ) : (
              <Button
                variant="light"
                leftSection={<IconEye size={16} />}
                onClick={() => setAnswerShown(true)}
              >
                {StudyMessages.showAnswer}
              </Button>
            )}
          </Stack>
        </Paper>
        <RecallButtons dontKnow={StudyMessages.dontKnow} knowIt={StudyMessages.knowIt} onAnswer={respond} />
      </Stack>
    </Container>
  );
}
