import { AppRoutes, type FlashCard, FlashCardMessages } from '@cinevocab/core';
import {
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Modal,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowsShuffle, IconCards, IconEye, IconRefresh } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { showNotification } from '@/lib/notify';
import { playCue } from '@/lib/sound-cues';
import { RecallButtons } from '@/components/recall-buttons';
import { SessionFigure } from '@/components/session-figure';
import { SpokenWord } from '@/components/spoken-word';
import { getFlashCards } from '../api/get-flash-cards';
import { reviewFlashCard } from '../api/review-flash-card';
import { answerCard, currentCard, type SessionState, shuffleDeck, startSession } from '../session-engine';
import { CardDetails } from './card-details';
import classes from './flash-cards.module.css';
import { QueryKeys } from '@/lib/query-keys';
import { EmptyState } from '@/components/empty-state';

/**
 * The flash card session, /learn-flash-cards. The cards due come first (spaced
 * repetition), then the rest, newest first. Every answer is also a review of the card's
 * schedule, sent in the background: 'Don't Know' = again, 'Know It' = good.
 */
export function FlashCardSession() {
  useDocumentTitle(FlashCardMessages.learnMyWords);
  const [round, setRound] = useState(0);
  const cards = useQuery({
    queryKey: [...QueryKeys.flashCards, 'session', round] as const,
    queryFn: async ({ signal }) => {
      const all = await getFlashCards({}, signal);
      const now = Date.now();
      const due = all.cards
        .filter((card) => Date.parse(card.due) <= now)
        .sort((a, b) => Date.parse(a.due) - Date.parse(b.due));
      const dueIds = new Set(due.map((card) => card.id));
      return { cards: [...due, ...all.cards.filter((card) => !dueIds.has(card.id))], due: due.length };
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  useEffect(() => {
    if (cards.data && cards.data.due > 0) {
      showNotification({ tone: 'info', message: FlashCardMessages.timeToReview(cards.data.due) });
    }
    if (cards.isError) showNotification({ tone: 'error', message: FlashCardMessages.failedToLoad });
  }, [cards.data, cards.isError]);

  if (cards.isPending) {
    return (
      <Container size="sm" py="xl">
        <Group justify="center" role="status">
          <Loader size="sm" />
        </Group>
      </Container>
    );
  }
  if (!cards.data || cards.data.cards.length === 0) {
    return (
      <Container size="sm" py="xl">
        <EmptyState
          icon={IconCards}
          level="page"
          title={FlashCardMessages.noFlashCardsFound}
          detail={FlashCardMessages.noCardsYet}
        >
          <Button component={Link} to={AppRoutes.flashCards} variant="light">
            {FlashCardMessages.manageFlashCards}
          </Button>
        </EmptyState>
      </Container>
    );
  }
  return (
    <Session
      key={`${round}-${cards.dataUpdatedAt}`}
      cards={cards.data.cards}
      onNewSession={() => setRound((value) => value + 1)}
    />
  );
}

function Session({ cards, onNewSession }: { cards: readonly FlashCard[]; onNewSession: () => void }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState<FlashCard>>(() => startSession(cards));
  const [isAnswerShown, setAnswerShown] = useState(false);
  const [isResetOpen, setResetOpen] = useState(false);
  const card = currentCard(state);

  const respond = (knows: boolean) => {
    if (!card) return;
    // The schedule follows every answer; a failed review is only logged (the card stays due).
    void reviewFlashCard(card.id, knows ? 'good' : 'again').catch((error: unknown) =>
      console.warn('The review could not be saved', error),
    );
    const step = answerCard(state, knows);
    setState(step.state);
    setAnswerShown(false);
    playCue(knows ? 'success' : 'learning');
    if (step.reviewStarts !== undefined) {
      showNotification({ tone: 'info', message: FlashCardMessages.passComplete(1, step.reviewStarts) });
    }
    if (step.state.isDone) {
      playCue('completion');
      void queryClient.invalidateQueries({ queryKey: QueryKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: [...QueryKeys.flashCards, 'list'] });
    }
  };

  const header = (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Title order={1}>{FlashCardMessages.learnMyWords}</Title>
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconArrowsShuffle size={16} />}
          disabled={state.isDone}
          onClick={() => {
            setState(shuffleDeck(state));
            setAnswerShown(false);
            showNotification({
              tone: 'info',
              message: FlashCardMessages.cardsShuffled(state.mode === 'first' ? 'main' : 'review'),
            });
          }}
        >
          {FlashCardMessages.shuffle}
        </Button>
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => setResetOpen(true)}>
          {FlashCardMessages.reset}
        </Button>
      </Group>
    </Group>
  );

  const resetDialog = (
    <Modal opened={isResetOpen} onClose={() => setResetOpen(false)} title={FlashCardMessages.resetConfirm}>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setResetOpen(false)}>
          {FlashCardMessages.cancel}
        </Button>
        <Button
          onClick={() => {
            setState(startSession(cards));
            setAnswerShown(false);
            setResetOpen(false);
            showNotification({ tone: 'info', message: FlashCardMessages.sessionReset });
          }}
        >
          {FlashCardMessages.reset}
        </Button>
      </Group>
    </Modal>
  );

  if (state.isDone || !card) {
    return (
      <Container size="sm" py="xl">
        <Stack gap="lg">
          {header}
          <Paper withBorder radius="lg" p="lg">
            <Stack gap="md" align="center" ta="center">
              <Title order={2} size="h3">
                {FlashCardMessages.sessionCompleted}
              </Title>
              <SimpleGrid cols={3} w="100%">
                <SessionFigure label={FlashCardMessages.totalCards} value={cards.length} />
                <SessionFigure label={FlashCardMessages.knewCards} value={state.knewFirstTime} />
                <SessionFigure
                  label={FlashCardMessages.practisedCards}
                  value={cards.length - state.knewFirstTime}
                />
              </SimpleGrid>
              <Group>
                <Button leftSection={<IconRefresh size={16} />} onClick={onNewSession}>
                  {FlashCardMessages.startNewSession}
                </Button>
                <Button component={Link} to={AppRoutes.flashCards} variant="default">
                  {FlashCardMessages.manageFlashCards}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Stack>
        {resetDialog}
      </Container>
    );
  }

  const position =
    state.mode === 'first'
      ? FlashCardMessages.cardOf(state.answered + 1, cards.length)
      : FlashCardMessages.reviewOf(Math.min(state.answered + 1, state.reviewTotal), state.reviewTotal);
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        {header}
        <Group justify="space-between">
          <Text fw={600}>{position}</Text>
          <Badge size="lg" variant="light" color={state.mode === 'first' ? 'blue' : 'orange'}>
            {state.mode === 'first' ? FlashCardMessages.firstPass : FlashCardMessages.reviewMode}
          </Badge>
        </Group>
        <Progress
          value={
            state.mode === 'first'
              ? (state.answered / cards.length) * 100
              : 100 - (state.deck.length / Math.max(1, state.reviewTotal)) * 100
          }
          size="sm"
          radius="xl"
          aria-hidden
        />
        <Paper withBorder radius="lg" p="xl" className={classes.card}>
          <Stack align="center" gap="sm" w="100%">
            <SpokenWord
              word={card.word}
              language={card.word_language}
              speakLabel={`${FlashCardMessages.pronunciation}: ${card.word}`}
            />
            {isAnswerShown ? (
              <CardDetails card={card} />
            ) : (
              <Button
                variant="light"
                leftSection={<IconEye size={16} />}
                onClick={() => setAnswerShown(true)}
              >
                {FlashCardMessages.showAnswer}
              </Button>
            )}
          </Stack>
        </Paper>
        <RecallButtons
          dontKnow={FlashCardMessages.dontKnow}
          knowIt={FlashCardMessages.knowIt}
          onAnswer={respond}
        />
      </Stack>
      {resetDialog}
    </Container>
  );
}
