import {
  AiLimits,
  AiMessages,
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
import { useTranslate, countsByLevel, TitleLines, translationTitleOf } from '@/title-words';
import { knownByLevel, StudyRules } from '../study-logic';
import { StudyFrame } from './study-frame';
import { StudyLevelNav } from './study-level-nav';
import { StudyProgressPanel } from './study-progress-panel';
import { useStudySession } from '../hooks/use-study-session';
import { type StudyPageProps, type TitleStudy, useTitleStudy } from '../hooks/use-title-study';
import classes from './study.module.css';
import { ButtonPair } from '@/components/button-pair';
import { SpokenWord } from '@/components/spoken-word';
import { failureText } from '@/lib/api-client';

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

function StudySession({ page, study }: { page: StudyPageProps; study: TitleStudy }) {
  const { words, statusOf } = study;
  const session = useStudySession(study);
  const { word, position, isFinished } = session;
  const totals = useMemo(() => countsByLevel(words), [words]);
  const known = useMemo(() => knownByLevel(words, statusOf), [words, statusOf]);

  return (
    <div className={classes.layout}>
      <StudyLevelNav
        current={isFinished ? null : position.level}
        totals={totals}
        onChoose={session.chooseLevel}
      />

      <Tabs
        value={session.tab}
        onChange={(value) => session.setTab(value === 'progress' ? 'progress' : 'study')}
      >
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
                <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={session.reset}>
                  {StudyPageMessages.resetProgress}
                </Button>
              </Stack>
            </Paper>
          ) : (
            <StudyCard
              key={word.token}
              word={word}
              index={position.index}
              total={session.deck.length}
              page={page}
              study={study}
              answered={session.learned.get(word.token)}
              isStarred={session.isStarred(word)}
              isRevealed={session.isRevealed}
              onReveal={session.reveal}
              onPrevious={session.previous}
              onSkip={session.advance}
              onStar={() => session.toggleStar(word)}
              onAnswer={(knows) => session.answer(word, knows)}
            />
          )}
        </Tabs.Panel>

        <Tabs.Panel value="progress">
          <StudyProgressPanel
            levels={session.levels}
            totals={totals}
            known={known}
            totalWords={words.length}
            starred={session.starred}
            learning={page.learning}
            translationOf={study.translationOf}
            onReset={session.reset}
          />
        </Tabs.Panel>
      </Tabs>
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
