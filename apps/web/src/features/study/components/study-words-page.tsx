import {
  AiLimits,
  AiMessages,
  type Level,
  Levels,
  levelColor,
  levelName,
  StudyMessages,
  StudyPageMessages,
  type VocabularyWord,
} from '@cinevocab/core';
import { ActionIcon, Badge, Button, Group, Paper, Progress, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconCheck,
  IconChevronLeft,
  IconEye,
  IconLanguage,
  IconPlayerSkipForward,
  IconRefresh,
  IconStar,
  IconStarFilled,
  IconTrophy,
  IconX,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { showNotification } from '@/lib/notify';
import { playCue } from '@/lib/sound-cues';
import { useTranslate, countsByLevel, TitleLines, translationTitleOf } from '@/title-words';
import { knownByLevel, levelsWithWords, StudyRules, studyDecks } from '../study-logic';
import { StudyFrame } from './study-frame';
import { StudyWordList } from './study-word-list';
import { useStudyActivity } from '../hooks/use-study-activity';
import { type StudyPageProps, type TitleStudy, useTitleStudy } from '../hooks/use-title-study';
import classes from './study.module.css';
import { ButtonPair } from '@/components/button-pair';
import { SpokenWord } from '@/components/spoken-word';
import { failureText } from '@/lib/api-client';

type StudyTab = 'study' | 'progress';

/**
 * Study Words: the title's words as cards, level by level, easiest
 * first. 'I Know It' and 'Don't Know' mark a word known or to learn in the learner's progress;
 * the star keeps it to learn with a flash card. The Progress tab shows the known words of the
 * title, overall and per level, and this session's starred words.
 */
export function StudyWordsPage(page: StudyPageProps) {
  const study = useTitleStudy(page);
  return (
    <StudyFrame heading={StudyPageMessages.studyWords} page={page} study={study}>
      {() => <StudySession page={page} study={study} />}
    </StudyFrame>
  );
}

interface Position {
  level: Level;
  index: number;
}

function StudySession({ page, study }: { page: StudyPageProps; study: TitleStudy }) {
  const { words, statusOf } = study;
  // The cards are dealt once: words marked known meanwhile stay in the deck, so Previous finds them.
  const [decks, setDecks] = useState(() => studyDecks(words, statusOf));
  const levels = levelsWithWords(decks);
  const firstLevel = levels[0] ?? 1;
  const [tab, setTab] = useState<StudyTab>('study');
  const [position, setPosition] = useState<Position>({ level: firstLevel, index: 0 });
  const [isFinished, setFinished] = useState(false);
  const [isRevealed, setRevealed] = useState(false);
  /** This session's answers ('learned' true or false), by token; Reset Progress clears them. */
  const [learned, setLearned] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [starred, setStarred] = useState<readonly VocabularyWord[]>([]);
  const activity = useStudyActivity();

  const deck = decks[position.level] ?? [];
  const word = isFinished ? undefined : deck[position.index];
  const totals = useMemo(() => countsByLevel(words), [words]);
  const known = useMemo(() => knownByLevel(words, statusOf), [words, statusOf]);

  const goTo = (next: Position) => {
    setPosition(next);
    setRevealed(false);
  };

  const advance = () => {
    if (position.index + 1 < deck.length) {
      goTo({ ...position, index: position.index + 1 });
      return;
    }
    showNotification({ tone: 'success', message: StudyPageMessages.completedLevel(position.level) });
    const next = levels.find((level) => level > position.level);
    if (next !== undefined) {
      showNotification({ tone: 'info', message: StudyPageMessages.movingToLevel(next, levelName(next)) });
      goTo({ level: next, index: 0 });
      return;
    }
    playCue('completion');
    showNotification({ tone: 'success', message: StudyPageMessages.congratulations });
    setFinished(true);
    setRevealed(false);
    setTab('progress');
    activity.sessionEnded();
  };

  const answer = (current: VocabularyWord, knows: boolean) => {
    const wasKnown = statusOf(current.token) === 'known';
    study.mark(current, knows ? 'known' : 'to-learn');
    if (!knows && wasKnown) {
      showNotification({ tone: 'info', message: StudyPageMessages.removedFromLearned });
    }
    setLearned((map) => new Map(map).set(current.token, knows));
    playCue(knows ? 'success' : 'learning');
    activity.answered();
    advance();
  };

  const toggleStar = (current: VocabularyWord) => {
    if (starred.some((each) => each.token === current.token)) {
      setStarred((list) => list.filter((each) => each.token !== current.token));
      return;
    }
    setStarred((list) => [...list, current]);
    study.saveToLearn(current);
    showNotification({ tone: 'success', message: StudyPageMessages.addedToStarred });
  };

  const chooseLevel = (level: Level) => {
    setFinished(false);
    setTab('study');
    goTo({ level, index: 0 });
  };

  /** The session's answers only: what was saved to the learner's progress stays saved. */
  const reset = () => {
    const fresh = studyDecks(words, statusOf);
    setDecks(fresh);
    setLearned(new Map());
    setFinished(false);
    setTab('study');
    goTo({ level: levelsWithWords(fresh)[0] ?? 1, index: 0 });
    showNotification({ tone: 'info', message: StudyPageMessages.progressReset });
  };

  const totalWords = words.length;
  const totalKnown = Levels.reduce((sum, level) => sum + (known[level] ?? 0), 0);

  return (
    <div className={classes.layout}>
      <Paper withBorder radius="md" p="xs" component="nav" aria-label={StudyPageMessages.levelSelector}>
        <Text size="sm" fw={600} px="xs" pb={4}>
          {StudyPageMessages.levelSelector}
        </Text>
        <Stack gap={2}>
          {Levels.map((level) => {
            const isCurrent = !isFinished && position.level === level;
            return (
              <Button
                key={level}
                variant={isCurrent ? 'light' : 'subtle'}
                color={isCurrent ? levelColor(level) : 'gray'}
                fullWidth
                justify="space-between"
                aria-current={isCurrent ? 'step' : undefined}
                disabled={(totals[level] ?? 0) === 0}
                rightSection={
                  <Badge variant="light" color={levelColor(level)} size="sm">
                    {totals[level] ?? 0}
                  </Badge>
                }
                onClick={() => chooseLevel(level)}
              >
                {`${StudyMessages.level(level)} · ${levelName(level)}`}
              </Button>
            );
          })}
        </Stack>
      </Paper>

      <Tabs value={tab} onChange={(value) => setTab(value === 'progress' ? 'progress' : 'study')}>
        <Tabs.List mb="md">
          <Tabs.Tab value="study">{StudyPageMessages.studyCards}</Tabs.Tab>
          <Tabs.Tab value="progress">{StudyPageMessages.progress}</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="study">
          {word === undefined ? (
            <Paper withBorder radius="lg" p="xl">
              <Stack align="center" ta="center" gap="sm">
                <IconTrophy size={40} aria-hidden color="var(--mantine-color-yellow-6)" />
                <Title order={2} size="h3">
                  {StudyPageMessages.congratulations}
                </Title>
                <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={reset}>
                  {StudyPageMessages.resetProgress}
                </Button>
              </Stack>
            </Paper>
          ) : (
            <StudyCard
              key={word.token}
              word={word}
              index={position.index}
              total={deck.length}
              page={page}
              study={study}
              answered={learned.get(word.token)}
              isStarred={starred.some((each) => each.token === word.token)}
              isRevealed={isRevealed}
              onReveal={() => setRevealed(true)}
              onPrevious={() => goTo({ ...position, index: position.index - 1 })}
              onSkip={advance}
              onStar={() => toggleStar(word)}
              onAnswer={(knows) => answer(word, knows)}
            />
          )}
        </Tabs.Panel>

        <Tabs.Panel value="progress">
          <Stack gap="md">
            <Paper withBorder radius="lg" p="lg">
              <Stack gap="sm">
                <Group justify="space-between">
                  <Title order={2} size="h4">
                    {StudyPageMessages.overall}
                  </Title>
                  <Button
                    variant="default"
                    leftSection={<IconRefresh size={16} aria-hidden />}
                    onClick={reset}
                  >
                    {StudyPageMessages.resetProgress}
                  </Button>
                </Group>
                <ProgressLine label={StudyPageMessages.overall} learned={totalKnown} total={totalWords} />
                {levels.map((level) => (
                  <ProgressLine
                    key={level}
                    label={`${StudyMessages.level(level)} · ${levelName(level)}`}
                    learned={known[level] ?? 0}
                    total={totals[level] ?? 0}
                    color={levelColor(level)}
                  />
                ))}
              </Stack>
            </Paper>
            <Paper withBorder radius="lg" p="lg">
              <Stack gap="sm">
                <StudyWordList
                  label={StudyPageMessages.starredWords}
                  headingOrder={2}
                  words={starred}
                  learning={page.learning}
                  translationOf={study.translationOf}
                  empty={StudyPageMessages.noStarredWords}
                />
              </Stack>
            </Paper>
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </div>
  );
}

function ProgressLine({
  label,
  learned,
  total,
  color,
}: {
  label: string;
  learned: number;
  total: number;
  color?: string;
}) {
  const percent = total === 0 ? 0 : Math.round((learned / total) * 100);
  return (
    <div>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {StudyPageMessages.learnedOf(learned, total)}
        </Text>
      </Group>
      <Progress value={percent} color={color} size="sm" radius="xl" aria-label={`${label} ${percent}%`} />
    </div>
  );
}

interface StudyCardProps {
  word: VocabularyWord;
  index: number;
  total: number;
  page: StudyPageProps;
  study: TitleStudy;
  /** This session's answer for the word, if any. */
  answered: boolean | undefined;
  isStarred: boolean;
  isRevealed: boolean;
  onReveal: () => void;
  onPrevious: () => void;
  onSkip: () => void;
  onStar: () => void;
  onAnswer: (knows: boolean) => void;
}

function StudyCard({
  word,
  index,
  total,
  page,
  study,
  answered,
  isStarred,
  isRevealed,
  onReveal,
  onPrevious,
  onSkip,
  onStar,
  onAnswer,
}: StudyCardProps) {
  const { learning, kind } = page;
  const status = study.statusOf(word.token);
  const appears = kind === 'movie' ? StudyMessages.appearsInMovie : StudyMessages.appearsInEpisode;
  return (
    <Stack gap="md">
      <Progress value={((index + 1) / total) * 100} size="sm" radius="xl" aria-hidden />
      <Paper withBorder radius="lg" p="xl" className={classes.card} role="group" aria-label={word.name}>
        <Stack align="center" gap="sm">
          <Group justify="space-between" w="100%">
            <Group gap="xs">
              <Badge variant="light" color={levelColor(word.diff)}>
                {`${StudyMessages.levelBadge(word.diff)} · ${levelName(word.diff)}`}
              </Badge>
              {answered !== undefined && (
                <Badge variant="outline" color={answered ? 'teal' : 'orange'}>
                  {answered ? StudyPageMessages.iKnowIt : StudyPageMessages.dontKnow}
                </Badge>
              )}
            </Group>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {StudyPageMessages.wordOf(index + 1, total)}
              </Text>
              <ActionIcon
                variant={isStarred ? 'filled' : 'light'}
                color="yellow"
                radius="xl"
                size="lg"
                aria-label={isStarred ? StudyPageMessages.unstar : StudyPageMessages.star}
                aria-pressed={isStarred}
                onClick={onStar}
              >
                {isStarred ? <IconStarFilled size={18} /> : <IconStar size={18} />}
              </ActionIcon>
            </Group>
          </Group>
          <SpokenWord word={word.name} language={learning} speakLabel={StudyMessages.speak(word.name)} />
          <Text size="sm" c="dimmed">
            {appears(word.count)}
          </Text>
          {isRevealed ? (
            <Stack gap="xs" className={classes.answer}>
              <CardTranslation word={word} page={page} study={study} />
              <TitleLines
                lines={study.linesFor(word, StudyRules.sentencesOnCard)}
                title={page.title}
                learning={learning}
                native={page.native}
                forms={word.forms}
              />
            </Stack>
          ) : (
            <Button variant="light" leftSection={<IconEye size={16} aria-hidden />} onClick={onReveal}>
              {StudyPageMessages.showAnswer}
            </Button>
          )}
        </Stack>
      </Paper>
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          disabled={index === 0}
          onClick={onPrevious}
        >
          {StudyPageMessages.previous}
        </Button>
        <Button
          variant="default"
          rightSection={<IconPlayerSkipForward size={16} aria-hidden />}
          onClick={onSkip}
        >
          {StudyPageMessages.skip}
        </Button>
      </Group>
      <ButtonPair>
        <Button
          size="md"
          color="orange"
          variant={status === 'to-learn' ? 'filled' : 'light'}
          leftSection={<IconX size={18} aria-hidden />}
          onClick={() => onAnswer(false)}
        >
          {StudyPageMessages.dontKnow}
        </Button>
        <Button
          size="md"
          color="teal"
          variant={status === 'known' ? 'filled' : 'light'}
          leftSection={<IconCheck size={18} aria-hidden />}
          onClick={() => onAnswer(true)}
        >
          {StudyPageMessages.iKnowIt}
        </Button>
      </ButtonPair>
    </Stack>
  );
}

/**
 * The card's translation: the learner's own, else the AI's (kept with the word, or asked for
 * here on demand).
 */
function CardTranslation({
  word,
  page,
  study,
}: {
  word: VocabularyWord;
  page: StudyPageProps;
  study: TitleStudy;
}) {
  const translate = useTranslate();
  const [state, setState] = useState<'idle' | 'asking' | 'none'>('idle');
  /** Why there is no meaning: the answer's notice ('No dictionary knows …'). */
  const [noneText, setNoneText] = useState<string>(StudyPageMessages.noDefinition);
  const translation = study.translationOf(word.token);
  if (translation) {
    return (
      <Text size="lg" fw={600} ta="center">
        {translation}
      </Text>
    );
  }
  if (state === 'none') {
    return (
      <Text size="sm" c="dimmed" ta="center">
        {noneText}
      </Text>
    );
  }
  const ask = async () => {
    setState('asking');
    try {
      const { ai_response: response } = await translate({
        word: word.name,
        sentences: study.linesFor(word, AiLimits.sentencesPerTranslation).map((line) => line.sentence),
        word_language: page.learning,
        target_language: page.native,
        pos: word.pos,
        title: translationTitleOf(page.title),
      });
      study.keepAnswer(word, response);
      if (response.notice) setNoneText(response.notice);
      setState(response.translation ? 'idle' : 'none');
    } catch (error) {
      setState('idle');
      showNotification({
        tone: 'error',
        message: failureText(error, AiMessages.failedToTranslateLater),
      });
    }
  };
  return (
    <Button
      variant="subtle"
      size="xs"
      mx="auto"
      loading={state === 'asking'}
      leftSection={<IconLanguage size={14} aria-hidden />}
      onClick={() => void ask()}
    >
      {AiMessages.aiTranslation}
    </Button>
  );
}
