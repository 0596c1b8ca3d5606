import {
  AppRoutes,
  type NativeLanguageCode,
  type StudyLanguageCode,
  type VocabularyEstimate,
  VocabularyEstimateMessages,
} from '@cinevocab/core';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconChecks, IconListCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod/mini';
import { LocalTime } from '@/components/local-time';
import { useIsInBrowser } from '@/hooks/use-is-in-browser';
import { failureText } from '@/lib/api-client';
import { showNotification } from '@/lib/notify';
import { readStored, writeStored } from '@/lib/stored-value';
import { useApplyVocabularyEstimate } from '../api/apply-vocabulary-estimate';
import { useVocabularyEstimate } from '../api/get-vocabulary-estimate';
import { useUndoVocabularyEstimate } from '../api/undo-vocabulary-estimate';

export interface VocabularyEstimateCardProps {
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
  /** Has the learner marked any word in the pair? A learner who has not is offered the check. */
  hasMarkedWords: boolean;
}

/** Kept in this browser: the learner said "Not now" to the offer, which is then not made again. */
const offerDismissedKey = 'cinevocab.vocabulary-check-offer-dismissed';

/**
 * My Words' vocabulary card: the last estimate in the learning language, applying it and undoing
 * it, and the way to the check. A learner with no marked words and no estimate is offered the
 * check once, in a stronger form.
 */
export function VocabularyEstimateCard({ learning, native, hasMarkedWords }: VocabularyEstimateCardProps) {
  const state = useVocabularyEstimate(learning, native);
  // Kept in this browser: read once the page is in it (a page rendered on the server makes the
  // offer, as it was rendered, and the render after withdraws it if it was dismissed here).
  const isInBrowser = useIsInBrowser();
  const [isDismissedNow, setOfferDismissed] = useState(false);
  const offerDismissed = isDismissedNow || (isInBrowser && readStored(offerDismissedKey, z.boolean(), false));
  if (state.isPending) return <Skeleton height={120} radius="md" />;
  if (state.isError)
    return <Alert color="red">{failureText(state.error, VocabularyEstimateMessages.loadFailed)}</Alert>;
  const { estimate, applied_words: appliedWords } = state.data;

  if (estimate === null && !hasMarkedWords && !offerDismissed) {
    const dismiss = () => {
      writeStored(offerDismissedKey, true);
      setOfferDismissed(true);
    };
    return (
      <Alert color="blue" title={VocabularyEstimateMessages.offerTitle} icon={<IconListCheck />}>
        <Stack gap="sm">
          <Text size="sm">{VocabularyEstimateMessages.offerBody}</Text>
          <Group gap="sm">
            <Button component={Link} to={AppRoutes.vocabularyCheck}>
              {VocabularyEstimateMessages.takeCheck}
            </Button>
            <Button variant="subtle" onClick={dismiss}>
              {VocabularyEstimateMessages.notNow}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {VocabularyEstimateMessages.cardTitle}
        </Title>
        {estimate === null ? (
          <Text c="dimmed">{VocabularyEstimateMessages.noEstimateYet}</Text>
        ) : (
          <EstimateResult
            estimate={estimate}
            appliedWords={appliedWords}
            learning={learning}
            native={native}
          />
        )}
        <Group>
          <Button
            component={Link}
            to={AppRoutes.vocabularyCheck}
            variant={estimate === null ? 'filled' : 'default'}
          >
            {estimate === null
              ? VocabularyEstimateMessages.takeCheck
              : VocabularyEstimateMessages.retakeCheck}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The language's last estimate with the way to apply or undo it, without the card around it. */
export function VocabularyEstimateResult({
  learning,
  native,
}: Omit<VocabularyEstimateCardProps, 'hasMarkedWords'>) {
  const state = useVocabularyEstimate(learning, native);
  if (state.isPending) return <Skeleton height={120} radius="md" />;
  if (state.isError)
    return <Alert color="red">{failureText(state.error, VocabularyEstimateMessages.loadFailed)}</Alert>;
  const { estimate, applied_words: appliedWords } = state.data;
  if (estimate === null) return <Text c="dimmed">{VocabularyEstimateMessages.noEstimateYet}</Text>;
  return (
    <EstimateResult estimate={estimate} appliedWords={appliedWords} learning={learning} native={native} />
  );
}

interface EstimateResultProps {
  estimate: VocabularyEstimate;
  appliedWords: number;
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
}

function EstimateResult({ estimate, appliedWords, learning, native }: EstimateResultProps) {
  const apply = useApplyVocabularyEstimate();
  const undo = useUndoVocabularyEstimate();
  const pair = { learning, native };
  const onApply = () =>
    apply.mutate(pair, {
      onSuccess: (words) =>
        showNotification({ tone: 'success', message: VocabularyEstimateMessages.applied(words) }),
      onError: (error) =>
        showNotification({
          tone: 'error',
          message: failureText(error, VocabularyEstimateMessages.applyFailed),
        }),
    });
  const onUndo = () =>
    undo.mutate(pair, {
      onSuccess: (words) =>
        showNotification({ tone: 'info', message: VocabularyEstimateMessages.undone(words) }),
      onError: (error) =>
        showNotification({
          tone: 'error',
          message: failureText(error, VocabularyEstimateMessages.undoFailed),
        }),
    });
  return (
    <Stack gap="xs">
      <Text size="xl" fw={700}>
        {VocabularyEstimateMessages.estimateLine(estimate.estimate, estimate.low, estimate.high)}
      </Text>
      <Text size="sm" c="dimmed">
        <LocalTime
          at={estimate.taken_at}
          say={(moment) => VocabularyEstimateMessages.takenOn(moment.toLocaleDateString())}
        />
      </Text>
      {!estimate.reliable ? (
        <Alert color="orange">
          {VocabularyEstimateMessages.unreliable(estimate.false_alarms, estimate.pseudowords)}
        </Alert>
      ) : appliedWords > 0 ? (
        <Group gap="sm">
          <Text size="sm">{VocabularyEstimateMessages.applied(appliedWords)}</Text>
          <Button
            variant="default"
            leftSection={<IconArrowBackUp size={16} />}
            loading={undo.isPending}
            onClick={onUndo}
          >
            {VocabularyEstimateMessages.undo}
          </Button>
        </Group>
      ) : (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{VocabularyEstimateMessages.applyExplain(estimate.estimate)}</Text>
          <Button leftSection={<IconChecks size={16} />} loading={apply.isPending} onClick={onApply}>
            {VocabularyEstimateMessages.apply}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
