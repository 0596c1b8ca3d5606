import {
  levelColor,
  levelName,
  StudyMessages,
  StudyPageMessages,
  type VocabularyWord,
} from '@cinevocab/core';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconBookmark, IconBookmarkFilled, IconCheck, IconRefresh, IconVolume } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { showNotification } from '@/lib/notify';
import { speak } from '@/lib/speech';
import { type ContextTab, contextWords, pageOf, StudyRules } from '../study-logic';
import { StudyFrame } from './study-frame';
import { TitleLines } from '@/title-words';
import { useStudyActivity } from '../hooks/use-study-activity';
import { type StudyPageProps, type TitleStudy, useTitleStudy } from '../hooks/use-title-study';
import { WordDefinition } from './word-definition';
import classes from './study.module.css';

/**
 * Context Learning: the title's words with the lines they are said in,
 * a page at a time. Clicking a word marks it in its lines; 'Known' and 'Save' mark it known, or to
 * learn with a flash card, in the learner's progress, as every screen shows it.
 */
export function ContextLearningPage(page: StudyPageProps) {
  const study = useTitleStudy(page);
  return (
    <StudyFrame heading={StudyPageMessages.contextLearning} page={page} study={study}>
      {() => <ContextSession page={page} study={study} />}
    </StudyFrame>
  );
}

function ContextSession({ page, study }: { page: StudyPageProps; study: TitleStudy }) {
  const { words, statusOf } = study;
  const lists = useMemo(() => contextWords(words, statusOf), [words, statusOf]);
  const [tab, setTab] = useState<ContextTab>('all');
  const [pageNumber, setPageNumber] = useState(1);
  /** This session's flags: the words marked in their lines, and the words saved here. */
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const [savedHere, setSavedHere] = useState<readonly VocabularyWord[]>([]);
  const [isDefinitionsShown, setDefinitionsShown] = useState(false);
  const activity = useStudyActivity();
  const shown = pageOf(lists[tab], pageNumber, StudyRules.contextPageSize);
  const knownCount = words.length - lists.learning.length;
  const percent = words.length === 0 ? 0 : Math.round((knownCount / words.length) * 100);

  const chooseTab = (next: ContextTab) => {
    setTab(next);
    setPageNumber(1);
  };

  const toggleHighlight = (word: VocabularyWord) =>
    setHighlighted((current) => {
      const next = new Set(current);
      if (!next.delete(word.token)) next.add(word.token);
      return next;
    });

  const toggleKnown = (word: VocabularyWord) => {
    if (statusOf(word.token) === 'known') {
      study.mark(word, 'unsorted');
    } else {
      study.mark(word, 'known');
      setSavedHere((list) => list.filter((each) => each.token !== word.token));
      showNotification({ tone: 'success', message: StudyPageMessages.markedKnown(word.name) });
    }
    activity.answered();
  };

  const toggleSaved = (word: VocabularyWord) => {
    if (statusOf(word.token) === 'to-learn') {
      study.mark(word, 'unsorted');
      setSavedHere((list) => list.filter((each) => each.token !== word.token));
    } else {
      study.saveToLearn(word);
      setSavedHere((list) => [...list.filter((each) => each.token !== word.token), word]);
      showNotification({ tone: 'success', message: StudyPageMessages.savedToList(word.name) });
    }
    activity.answered();
  };

  /** The page's own flags only: what was saved to the learner's progress stays saved. */
  const reset = () => {
    setHighlighted(new Set());
    setSavedHere([]);
    setDefinitionsShown(false);
    chooseTab('all');
    showNotification({ tone: 'info', message: StudyPageMessages.resetAllWords });
  };

  const wordList =
    shown.items.length === 0 ? (
      tab === 'saved' ? (
        <Stack align="center" ta="center" py="xl" gap="sm">
          <Text c="dimmed">{StudyPageMessages.noSavedWords}</Text>
          <Button variant="light" onClick={() => chooseTab('all')}>
            {StudyPageMessages.browseAllWords}
          </Button>
        </Stack>
      ) : (
        <Text c="dimmed" ta="center" py="xl">
          {StudyMessages.noWordsFound}
        </Text>
      )
    ) : (
      <>
        <div className={classes.contextGrid}>
          {shown.items.map((word) => (
            <ContextWordCard
              key={word.token}
              word={word}
              page={page}
              study={study}
              isHighlighted={highlighted.has(word.token)}
              isDefinitionShown={isDefinitionsShown}
              onHighlight={() => toggleHighlight(word)}
              onKnown={() => toggleKnown(word)}
              onSave={() => toggleSaved(word)}
            />
          ))}
        </div>
        {shown.pages > 1 && (
          <Group justify="center">
            <Pagination total={shown.pages} value={shown.page} onChange={setPageNumber} />
          </Group>
        )}
      </>
    );

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Paper withBorder radius="lg" p="md">
          <Stack gap={6}>
            <Title order={2} size="h5">
              {StudyPageMessages.progress}
            </Title>
            <Text className={classes.figure}>{percent}%</Text>
            <Progress value={percent} size="sm" radius="xl" aria-hidden />
            <Text size="sm" c="dimmed">
              {StudyPageMessages.learnedOf(knownCount, words.length)}
            </Text>
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p="md">
          <Stack gap={6}>
            <Title order={2} size="h5">
              {StudyPageMessages.savedWords}
            </Title>
            <Text className={classes.figure}>{lists.saved.length}</Text>
            {savedHere.length > 0 && (
              <Group gap={4}>
                {savedHere.map((each) => (
                  <Badge key={each.token} variant="light" tt="none" lang={page.learning}>
                    {each.name}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p="md">
          <Stack gap="sm" justify="center" h="100%">
            <Switch
              label={StudyPageMessages.showDefinitions}
              checked={isDefinitionsShown}
              onChange={(event) => setDefinitionsShown(event.currentTarget.checked)}
            />
            <Button
              variant="default"
              w="fit-content"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={reset}
            >
              {StudyPageMessages.reset}
            </Button>
          </Stack>
        </Paper>
      </SimpleGrid>

      <Tabs value={tab} onChange={(value) => chooseTab(asTab(value))}>
        <Tabs.List mb="md">
          <Tabs.Tab value="all">{StudyPageMessages.allWords}</Tabs.Tab>
          <Tabs.Tab value="learning">{StudyPageMessages.learningTab(lists.learning.length)}</Tabs.Tab>
          <Tabs.Tab value="saved">{StudyPageMessages.savedTab(lists.saved.length)}</Tabs.Tab>
        </Tabs.List>
        {tabs.map((each) => (
          <Tabs.Panel key={each} value={each}>
            {tab === each && wordList}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

const tabs: readonly ContextTab[] = ['all', 'learning', 'saved'];

const asTab = (value: string | null): ContextTab =>
  value === 'learning' || value === 'saved' ? value : 'all';

interface ContextWordCardProps {
  word: VocabularyWord;
  page: StudyPageProps;
  study: TitleStudy;
  isHighlighted: boolean;
  isDefinitionShown: boolean;
  onHighlight: () => void;
  onKnown: () => void;
  onSave: () => void;
}

function ContextWordCard({
  word,
  page,
  study,
  isHighlighted,
  isDefinitionShown,
  onHighlight,
  onKnown,
  onSave,
}: ContextWordCardProps) {
  const status = study.statusOf(word.token);
  const lines = study.linesFor(word);
  return (
    <Paper withBorder radius="md" p="md" role="article" aria-label={word.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap={4} wrap="nowrap">
            <UnstyledButton
              className={classes.contextWord}
              lang={page.learning}
              aria-pressed={isHighlighted}
              onClick={onHighlight}
            >
              {word.name}
            </UnstyledButton>
            <ActionIcon
              variant="subtle"
              radius="xl"
              aria-label={StudyMessages.speak(word.name)}
              onClick={() => speak(word.name, page.learning)}
            >
              <IconVolume size={16} />
            </ActionIcon>
          </Group>
          <Badge variant="light" color={levelColor(word.diff)}>
            {`${StudyMessages.levelBadge(word.diff)} · ${levelName(word.diff)}`}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {StudyPageMessages.occurrences(word.count)}
        </Text>
        {isDefinitionShown && <WordDefinition word={word} study={study} page={page} examples={0} />}
        <TitleLines
          lines={lines.slice(0, StudyRules.sentencesInContext)}
          title={page.title}
          learning={page.learning}
          native={page.native}
          forms={isHighlighted ? word.forms : []}
        />
        {lines.length > StudyRules.sentencesInContext && (
          <Text size="xs" c="dimmed">
            {StudyMessages.foundInSentences(lines.length)}
          </Text>
        )}
        <Group gap="xs">
          <Button
            size="xs"
            color="teal"
            variant={status === 'known' ? 'filled' : 'light'}
            aria-pressed={status === 'known'}
            leftSection={<IconCheck size={14} aria-hidden />}
            onClick={onKnown}
          >
            {StudyPageMessages.markKnown}
          </Button>
          <Button
            size="xs"
            color="orange"
            variant={status === 'to-learn' ? 'filled' : 'light'}
            aria-pressed={status === 'to-learn'}
            leftSection={
              status === 'to-learn' ? (
                <IconBookmarkFilled size={14} aria-hidden />
              ) : (
                <IconBookmark size={14} aria-hidden />
              )
            }
            onClick={onSave}
          >
            {status === 'to-learn' ? StudyPageMessages.unsave : StudyPageMessages.saveWord}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
