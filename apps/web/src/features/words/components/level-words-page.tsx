import {
  CatalogMessages,
  levelColor,
  levelName,
  Levels,
  languageName,
  type Level,
  Messages,
  type StudyLanguageCode,
  type VocabularyWord,
  WordMessages,
} from '@cinevocab/core';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useVocabulary } from '../api/get-vocabulary';
import { isNoSubtitles } from '../api/run-pipeline';
import { levelPath, type WordTitle } from '../api/word-title';
import classes from './level-words-page.module.css';

export interface LevelWordsPageProps {
  title: WordTitle;
  /** The title's name once the catalog has it; null while it loads. */
  titleName: string | null;
  /** The title's own page, where its summary (and the upload, if it has no subtitles) is. */
  titlePath: string;
  level: Level | 'all';
  language: StudyLanguageCode;
}

/**
 * The words of a title at one level, or all of them (spec 01 §2, spec 02 §2 'Vocabulary table
 * screen': /movie/{id}/level/{level} and the episode equivalent): each word with its frequency in
 * film and TV dialogue, its count in the title, its level and the forms the title uses, most
 * frequent first. The level select moves between levels. Statuses, search, sorting, translations
 * and the word dialog come with the study tools (issue 5).
 */
export function LevelWordsPage({ title, titleName, titlePath, level, language }: LevelWordsPageProps) {
  const vocabulary = useVocabulary(title, language);
  const navigate = useNavigate();
  const heading = level === 'all' ? WordMessages.vocabularyAllLevels : WordMessages.levelTitle(level);
  useDocumentTitle(titleName === null ? heading : `${heading} · ${titleName}`);

  const words = vocabulary.data;
  const counts = useMemo(() => countByLevel(words ?? []), [words]);
  const shown = useMemo(
    () =>
      (words ?? [])
        .filter((word) => level === 'all' || word.diff === level)
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, language)),
    [words, level, language],
  );

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={titlePath} className={classes.back}>
          <IconArrowLeft size={16} aria-hidden />
          {WordMessages.backToTitle(titleName ?? Messages.loading)}
        </Anchor>
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Title order={1}>{heading}</Title>
            <Text c="dimmed">
              {[level === 'all' ? null : levelName(level), titleName, languageName(language)]
                .filter((part) => part !== null)
                .join(' · ')}
            </Text>
          </div>
          <Select
            label={WordMessages.levelPickerLabel}
            className={classes.picker}
            value={String(level)}
            allowDeselect={false}
            onChange={(value) =>
              value !== null &&
              void navigate(levelPath(title, value === 'all' ? 'all' : (Number(value) as Level)))
            }
            data={[
              { value: 'all', label: labelWithCount(WordMessages.levelOptionAll, words && words.length) },
              ...Levels.map((each) => ({
                value: String(each),
                label: labelWithCount(WordMessages.levelTitle(each), words && counts[each]),
              })),
            ]}
          />
        </Group>
        {vocabulary.status === 'pending' ? (
          <Stack gap="xs" role="status" aria-label={Messages.loading}>
            {[0, 1, 2, 3, 4, 5].map((row) => (
              <Skeleton key={row} height={36} radius="sm" />
            ))}
          </Stack>
        ) : vocabulary.status === 'error' ? (
          <Alert
            color={isNoSubtitles(vocabulary.error) ? 'gray' : 'red'}
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={isNoSubtitles(vocabulary.error) ? vocabulary.error.message : WordMessages.failedVocabulary}
          >
            <Stack gap="sm" align="flex-start">
              {isNoSubtitles(vocabulary.error) ? (
                <Text size="sm">{WordMessages.noSubtitlesHint}</Text>
              ) : (
                <>
                  <Text size="sm">{vocabulary.error.message}</Text>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconRefresh size={14} aria-hidden />}
                    loading={vocabulary.isFetching}
                    onClick={() => void vocabulary.refetch()}
                  >
                    {CatalogMessages.tryAgain}
                  </Button>
                </>
              )}
            </Stack>
          </Alert>
        ) : shown.length === 0 ? (
          <Stack gap={4} align="center" py="xl" ta="center">
            <Text fw={600}>{WordMessages.noWordsForLevel(level)}</Text>
            <Text c="dimmed">{WordMessages.tryAnotherLevel}</Text>
          </Stack>
        ) : (
          <WordsTable words={shown} />
        )}
      </Stack>
    </Container>
  );
}

function WordsTable({ words }: { words: readonly VocabularyWord[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover aria-label={WordMessages.wordsTableLabel} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{WordMessages.columnWord}</Table.Th>
            <Table.Th className={classes.number} title={WordMessages.frequencyHint}>
              {WordMessages.columnFrequency}
            </Table.Th>
            <Table.Th className={classes.number}>{WordMessages.columnCount}</Table.Th>
            <Table.Th>{WordMessages.columnDifficulty}</Table.Th>
            <Table.Th>{WordMessages.columnForms}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {words.map((word) => (
            <Table.Tr key={word.token}>
              <Table.Td className={classes.word}>{word.name}</Table.Td>
              <Table.Td className={classes.number}>{formatFrequency(word.frequency)}</Table.Td>
              <Table.Td className={classes.number}>{word.count.toLocaleString('en-US')}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={levelColor(word.diff)} radius="sm">
                  {levelName(word.diff)}
                </Badge>
              </Table.Td>
              <Table.Td className={classes.forms}>{word.forms.join(', ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function countByLevel(words: readonly VocabularyWord[]): Record<Level, number> {
  const counts: Record<Level, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 };
  for (const word of words) counts[word.diff] = (counts[word.diff] ?? 0) + 1;
  return counts;
}

const labelWithCount = (label: string, count: number | undefined): string =>
  count === undefined ? label : `${label} (${count.toLocaleString('en-US')})`;

/** Per million words of everyday speech: '–' when the word is not in the list at all. */
function formatFrequency(perMillion: number): string {
  if (perMillion === 0) return '–';
  return perMillion >= 10 ? Math.round(perMillion).toLocaleString('en-US') : perMillion.toFixed(1);
}
