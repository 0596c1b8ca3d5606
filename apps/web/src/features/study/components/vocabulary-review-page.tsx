import {
  levelColor,
  levelName,
  StudyMessages,
  StudyPageMessages,
  type VocabularyWord,
} from '@cinevocab/core';
import { Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowsShuffle, IconBook, IconBookOff, IconCheck, IconSchool } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { showNotification } from '@/lib/notify';
import { playCue } from '@/lib/sound-cues';
import { pickReviewWords, StudyRules } from '../study-logic';
import { StudyFrame, StudyLoading } from './study-frame';
import { StudyWordList } from './study-word-list';
import { useStudyActivity } from '../hooks/use-study-activity';
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

type Ending = 'ten-to-learn' | 'all-seen';

function ReviewSession({
  page,
  study,
  onStartOver,
}: {
  page: StudyPageProps;
  study: TitleStudy;
  onStartOver: () => void;
}) {
  // Drawn once: answers given meanwhile do not reshuffle the review.
  const [deck] = useState(() => pickReviewWords(study.words, study.statusOf));
  const [index, setIndex] = useState(0);
  const [toLearn, setToLearn] = useState<readonly VocabularyWord[]>([]);
  const [ending, setEnding] = useState<Ending | null>(deck.length === 0 ? 'all-seen' : null);
  const [isDefinitionShown, setDefinitionShown] = useState(false);
  const activity = useStudyActivity();
  const word = ending === null ? deck[index] : undefined;

  const end = (how: Ending) => {
    setEnding(how);
    playCue('completion');
    showNotification(
      how === 'ten-to-learn'
        ? { tone: 'success', message: StudyPageMessages.identifiedTen }
        : { tone: 'info', message: StudyPageMessages.allWordsSeen },
    );
    activity.sessionEnded();
  };

  const respond = (current: VocabularyWord, knows: boolean) => {
    study.mark(current, knows ? 'known' : 'to-learn');
    playCue(knows ? 'success' : 'learning');
    activity.answered();
    setDefinitionShown(false);
    const learning = knows ? toLearn : [...toLearn, current];
    setToLearn(learning);
    if (learning.length >= StudyRules.reviewLearningTarget) end('ten-to-learn');
    else if (index + 1 >= deck.length) end('all-seen');
    else setIndex(index + 1);
  };

  if (word === undefined) {
    return (
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <div>
            <Title order={2} size="h3">
              {StudyPageMessages.reviewComplete}
            </Title>
            <Text c="dimmed">
              {ending === 'ten-to-learn' ? StudyPageMessages.identifiedTen : StudyPageMessages.allWordsSeen}
            </Text>
          </div>
          <StudyWordList
            label={StudyPageMessages.yourLearningList}
            headingOrder={3}
            words={toLearn}
            learning={page.learning}
            translationOf={study.translationOf}
            empty={StudyMessages.noWordsMarked}
          />
          <Button
            w="fit-content"
            leftSection={<IconArrowsShuffle size={16} aria-hidden />}
            onClick={onStartOver}
          >
            {StudyPageMessages.startOver}
          </Button>
        </Stack>
      </Paper>
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
            onClick={() => setDefinitionShown((shown) => !shown)}
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
