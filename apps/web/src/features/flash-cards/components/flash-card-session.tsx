import { AppRoutes, type FlashCard, FlashCardMessages } from '@cinevocab/core';
import { Badge, Button, Container, Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCards, IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { showNotification } from '@/lib/notify';
import { RecallButtons } from '@/components/recall-buttons';
import { SpokenWord } from '@/components/spoken-word';
import { getFlashCards } from '../api/get-flash-cards';
import { useCardSession } from '../hooks/use-card-session';
import { useRecallKeys } from '../hooks/use-recall-keys';
import { CardDetails } from './card-details';
import { ResetSessionDialog } from './reset-session-dialog';
import { SessionHeader } from './session-header';
import { SessionSummary } from './session-summary';
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
  const session = useCardSession(cards);
  const { state, card } = session;
  useRecallKeys({
    isAnswerShown: session.isAnswerShown,
    onShowAnswer: session.showAnswer,
    onAnswer: session.respond,
    isPaused: session.isResetOpen || state.isDone || !card,
  });

  const header = (
    <SessionHeader isDone={state.isDone} onShuffle={session.shuffle} onReset={session.openReset} />
  );

  const resetDialog = (
    <ResetSessionDialog opened={session.isResetOpen} onClose={session.closeReset} onConfirm={session.reset} />
  );

  if (state.isDone || !card) {
    return (
      <Container size="sm" py="xl">
        <Stack gap="lg">
          {header}
          <SessionSummary
            total={cards.length}
            knewFirstTime={state.knewFirstTime}
            onNewSession={onNewSession}
          />
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
            {session.isAnswerShown ? (
              <CardDetails card={card} />
            ) : (
              <Button variant="light" leftSection={<IconEye size={16} />} onClick={session.showAnswer}>
                {FlashCardMessages.showAnswer}
              </Button>
            )}
          </Stack>
        </Paper>
        {/* Kept at the bottom of the screen while a tall card's answer runs below it. */}
        <div className={classes.answerBar}>
          <RecallButtons
            dontKnow={FlashCardMessages.dontKnow}
            knowIt={FlashCardMessages.knowIt}
            onAnswer={session.respond}
          />
        </div>
      </Stack>
      {resetDialog}
    </Container>
  );
}
