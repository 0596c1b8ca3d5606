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
  Stack,
  Tabs,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconBookmark, IconBookmarkFilled, IconCheck, IconVolume } from '@tabler/icons-react';
import { speak } from '@/lib/speech';
import { type ContextTab, StudyRules } from '../study-logic';
import { StudyFrame } from './study-frame';
import { TitleLines } from '@/title-words';
import { useContextSession } from '../hooks/use-context-session';
import { ContextOverview } from './context-overview';
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
  const { words } = study;
  const session = useContextSession(study);
  const { lists, tab, chooseTab, shown } = session;

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
              isHighlighted={session.highlighted.has(word.token)}
              isDefinitionShown={session.isDefinitionsShown}
              onHighlight={() => session.toggleHighlight(word)}
              onKnown={() => session.toggleKnown(word)}
              onSave={() => session.toggleSaved(word)}
            />
          ))}
        </div>
        {shown.pages > 1 && (
          <Group justify="center">
            <Pagination total={shown.pages} value={shown.page} onChange={session.setPageNumber} />
          </Group>
        )}
      </>
    );

  return (
    <Stack gap="lg">
      <ContextOverview
        total={words.length}
        knownCount={words.length - lists.learning.length}
        savedCount={lists.saved.length}
        savedHere={session.savedHere}
        learning={page.learning}
        isDefinitionsShown={session.isDefinitionsShown}
        onDefinitionsShown={session.setDefinitionsShown}
        onReset={session.reset}
      />

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
