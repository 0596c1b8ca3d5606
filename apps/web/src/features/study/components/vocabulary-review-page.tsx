import { levelColor, levelName, StudyMessages, StudyPageMessages } from '@cinevocab/core';
import { Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconBook, IconBookOff, IconCheck, IconSchool } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { StudyRules } from '../study-logic';
import { StudyFrame, StudyLoading } from './study-frame';
import { useReviewSession } from '../hooks/use-review-session';
import { ReviewComplete } from './review-complete';
import { type StudyPageProps, type TitleStudy, useTitleStudy } from '../hooks/use-title-study';
import { WordDefinition } from './word-definition';
import classes from './study.module.css';
import { ButtonPair } from '@/components/button-pair';
import { SpokenWord } from '@/components/spoken-word';

/**
 * Vocabulary Review: 20 of the title's words, the learner's
 * unsorted ones first, shuffled; each answered 'I Know This' (known) or 'Need to Learn' (to
 * learn) in the learner's progress. It ends at the tenth word to learn, or when every word is
 * seen, with the words to learn listed; Start Over draws a new review.
 */
export function VocabularyReviewPage(page: StudyPageProps) {
  const study = useTitleStudy(page);
  const [round, setRound] = useState(0);
  const [isShuffling, setShuffling] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const startOver = () => {
    setShuffling(true);
    // A short pause, so the learner sees a new review being drawn.
    timer.current = setTimeout(() => {
      setRound((current) => current + 1);
      setShuffling(false);
    }, StudyRules.reviewLoadingMs);
  };

  return (
    <StudyFrame heading={StudyPageMessages.vocabularyReview} page={page} study={study}>
      {() =>
        isShuffling ? (
          <StudyLoading />
        ) : (
          <ReviewSession key={round} page={page} study={study} onStartOver={startOver} />
        )
      }
    </StudyFrame>
  );
}

function ReviewSession({
  page,
  study,
  onStartOver,
}: {
  page: StudyPageProps;
  study: TitleStudy;
  onStartOver: () => void;
}) {
  const review = useReviewSession(study);
  const { deck, index, word, toLearn, isDefinitionShown, respond } = review;

  if (word === undefined) {
    return (
      <ReviewComplete
        ending={review.ending}
        toLearn={toLearn}
        learning={page.learning}
        translationOf={study.translationOf}
        onStartOver={onStartOver}
      />
    );
  }

  return (
    <Stack gap="md" maw={640} w="100%" mx="auto">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {StudyPageMessages.wordOf(index + 1, deck.length)}
        </Text>
        <Text size="sm" fw={600}>
          {StudyMessages.learningCount(toLearn.length, StudyRules.reviewLearningTarget)}
        </Text>
      </Group>
      <Progress value={(index / deck.length) * 100} size="sm" radius="xl" aria-hidden />
      <Paper withBorder radius="lg" p="xl" className={classes.card} role="group" aria-label={word.name}>
        <Stack align="center" gap="sm">
          <Badge variant="light" color={levelColor(word.diff)}>
            {`${StudyMessages.levelBadge(word.diff)} · ${levelName(word.diff)}`}
          </Badge>
          <SpokenWord word={word.name} language={page.learning} speakLabel={StudyMessages.speak(word.name)} />
          <Button
            variant="subtle"
            size="xs"
            aria-expanded={isDefinitionShown}
            leftSection={
              isDefinitionShown ? <IconBookOff size={14} aria-hidden /> : <IconBook size={14} aria-hidden />
            }
            onClick={review.toggleDefinition}
          >
            {isDefinitionShown ? StudyPageMessages.hideDefinition : StudyPageMessages.showDefinition}
          </Button>
          {isDefinitionShown && (
            <div className={classes.answer}>
              <WordDefinition word={word} study={study} page={page} examples={1} isHighlighted />
            </div>
          )}
        </Stack>
      </Paper>
      <ButtonPair>
        <Button
          size="md"
          color="teal"
          variant="light"
          leftSection={<IconCheck size={18} aria-hidden />}
          onClick={() => respond(word, true)}
        >
          {StudyPageMessages.iKnowThis}
        </Button>
        <Button
          size="md"
          color="orange"
          variant="light"
          leftSection={<IconSchool size={18} aria-hidden />}
          onClick={() => respond(word, false)}
        >
          {StudyPageMessages.needToLearn}
        </Button>
      </ButtonPair>
    </Stack>
  );
}
