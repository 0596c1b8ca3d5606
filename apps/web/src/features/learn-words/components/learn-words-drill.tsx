import {
  type NativeLanguageCode,
  type StudyLanguageCode,
  StudyMessages,
  type TitleKind,
} from '@cinevocab/core';
import { Container, Progress, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { LearnWord } from '@/lib/learn-words-state';
import { showNotification } from '@/lib/notify';
import { RecallButtons } from '@/components/recall-buttons';
import { useDrill } from '../hooks/use-drill';
import { DrillCard } from './drill-card';
import { DrillHeader } from './drill-header';
import { DrillSummary } from './drill-summary';
import { NoWordsToLearn } from './no-words-to-learn';

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
  const drill = useDrill(words);
  const { state, word } = drill;

  useEffect(() => {
    if (isSettled && words.length === 0)
      showNotification({ tone: 'info', message: StudyMessages.noLearningWordsProvided });
  }, [isSettled, words.length]);

  // Until the browser has read its history, the words may still come: no 'no words' page yet.
  if (words.length === 0 && !isSettled) return <WaitingForWords />;
  if (words.length === 0) return <NoWordsToLearn from={from} />;

  const header = (
    <DrillHeader
      from={from}
      pass={state.pass}
      isDone={state.isDone}
      onShuffle={drill.onShuffle}
      onReset={drill.reset}
    />
  );

  if (state.isDone || word === undefined) {
    return (
      <Container size="sm" py="xl">
        <Stack gap="lg">
          {header}
          <DrillSummary state={state} from={from} onReset={drill.reset} />
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
        <DrillCard
          word={word}
          kind={kind}
          learning={learning}
          native={native}
          isAnswerShown={drill.isAnswerShown}
          onShowAnswer={drill.showAnswer}
        />
        <RecallButtons
          dontKnow={StudyMessages.dontKnow}
          knowIt={StudyMessages.knowIt}
          onAnswer={drill.respond}
        />
      </Stack>
    </Container>
  );
}

/** The drill's heading and a loading line, while the browser has not yet read its history. */
function WaitingForWords() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{StudyMessages.learnMyWords}</Title>
        <Text role="status">{StudyMessages.loadingData}</Text>
      </Stack>
    </Container>
  );
}
