import {
  AiLimits,
  AiMessages,
  type AiResponse,
  AppRoutes,
  groupDigits,
  type Level,
  Levels,
  levelName,
  languageName,
  Messages,
  type NativeLanguageCode,
  type StudyLanguageCode,
  StudyMessages,
  type VocabularyWord,
  type WordStatus,
  WordMessages,
  type TitleKind,
} from '@cinevocab/core';
import { Button, Chip, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCloudDownload, IconCloudUpload, IconLanguage, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useIsInBrowser } from '@/hooks/use-is-in-browser';
import { useNavigate } from 'react-router';
import { RegionErrorBoundary } from '@/components/region-error-boundary';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { showNotification } from '@/lib/notify';
import {
  flashCardOf,
  parseStoredTranslation,
  serialiseTranslation,
  useWordTranslation,
  sentencesOf,
  useSentences,
  useSaveFlashCard,
  useVocabulary,
  VocabularyError,
  levelPath,
  type WordTitle,
  FloatingButtons,
  floatingButtonsRoom,
  SyncStatus,
  useSaveAndLoad,
  useWordStatuses,
  useHumanLines,
} from '@/title-words';
import { countByStatus, nextSort, type StatusFilter, type TableSort, visibleRows } from '../table-logic';
import { usePageGlosses } from '../hooks/use-page-glosses';
import { LevelSelect } from './level-select';
import { WordsTable } from './words-table';
import classes from './vocabulary-table.module.css';
import { BackLink } from '@/components/back-link';

/*
 * A word's dialog is fetched and put in the page the first time a word is opened: most visits open
 * none, and the dialog's code and its closed modal were part of the page's first task.
 */
const WordDialog = lazy(() => import('./word-dialog').then((module) => ({ default: module.WordDialog })));

/** The deferred words before they come: the page shows its loading rows. */
const wordsOnTheirWay: readonly VocabularyWord[] = [];

export interface VocabularyTablePageProps {
  title: WordTitle;
  kind: TitleKind;
  /** The title's name once the catalog has it; null while it loads. */
  titleName: string | null;
  /** The title's own page, where its summary (and the upload, if it has no subtitles) is. */
  titlePath: string;
  level: Level | 'all';
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
}

const filters: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: StudyMessages.filterAll },
  { value: 'to-learn', label: StudyMessages.filterToLearn },
  { value: 'known', label: StudyMessages.filterKnown },
  { value: 'unsorted', label: StudyMessages.filterUnsorted },
];

/**
 * The vocabulary table: a title's words at one level, or all of them, with their
 * frequency in film and TV dialogue, their count in the title and their level. The learner marks
 * them known or to learn (drag a row, or its buttons), filters and searches them, sorts by any
 * column, and opens a word to hear its sentences. Marks are saved in the background.
 */
export function VocabularyTablePage({
  title,
  kind,
  titleName,
  titlePath,
  level,
  learning,
  native,
}: VocabularyTablePageProps) {
  /*
   * The page comes with the update that brings it (the sign-in check's, the router's), which React
   * may have to render at once, in one task. Its own content is built in a transition after that,
   * in slices; its data is asked for at once. A page the server rendered is built whole at once:
   * the browser takes over the markup that is already on screen, in slices of its own.
   */
  const isFromServer = !useIsInBrowser();
  const isBuilt = useDeferredValue(true, isFromServer);
  const vocabulary = useVocabulary(title, learning);
  const navigate = useNavigate();
  const heading = level === 'all' ? WordMessages.vocabularyAllLevels : WordMessages.levelTitle(level);
  useDocumentTitle(titleName === null ? heading : `${heading} · ${titleName}`);

  /*
   * The words arrive through the data cache, whose updates React renders at once, in one task: with
   * the table that task kept a phone busy for most of a second. The page is built from a deferred
   * copy, which React renders in slices with the page free to answer in between; until it is
   * there, the loading rows stay. Words already in the cache (a second visit) wait their turn too.
   */
  const deferredWords = useDeferredValue(
    // After the page's own content: two smaller tasks rather than one.
    isBuilt ? (vocabulary.data ?? wordsOnTheirWay) : wordsOnTheirWay,
    isFromServer ? (vocabulary.data ?? wordsOnTheirWay) : wordsOnTheirWay,
  );
  const words = deferredWords === wordsOnTheirWay ? undefined : deferredWords;
  const isLoading =
    vocabulary.status === 'pending' || (vocabulary.status === 'success' && words === undefined);
  // The words' progress is asked for as soon as the words are known.
  const progress = useWordStatuses({ title, words: vocabulary.data, learning, native });
  const { statusOf, setStatuses } = progress;
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TableSort>({ column: 'count', descending: true });
  const [opened, setOpened] = useState<VocabularyWord | null>(null);
  // Once opened, the dialog stays in the page, so that it closes with its transition.
  const [wasDialogOpened, setWasDialogOpened] = useState(false);
  if (opened !== null && !wasDialogOpened) setWasDialogOpened(true);
  const sentences = useSentences(title, learning, opened !== null);
  const humanLines = useHumanLines(title, learning, native);
  /** The AI's answers asked for on this page (the word's dialog), by token. */
  const [sessionTranslations, setSessionTranslations] = useState<ReadonlyMap<string, AiResponse>>(new Map());
  const pageGlosses = usePageGlosses({ learning, native, statusOf, setStatuses });
  const saveFlashCard = useSaveFlashCard();
  const dialogTranslation = useWordTranslation({
    title,
    learning,
    native,
    onTranslated: (word, response) => keepTranslation(word, response),
  });

  const atLevel = useMemo(
    () => (words ?? []).filter((word) => level === 'all' || word.diff === level),
    [words, level],
  );
  const levelCounts = useMemo(() => {
    const counts: Record<Level, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 };
    for (const word of words ?? []) counts[word.diff] = (counts[word.diff] ?? 0) + 1;
    return counts;
  }, [words]);
  const statusCounts = countByStatus(atLevel, statusOf);
  const rows = visibleRows(atLevel, { statusOf, filter, search, sort, locale: learning });
  /** A word's meaning: this page's AI answer or gloss, else the one kept with its progress. */
  const translationOf = (token: string): string | null =>
    sessionTranslations.get(token)?.translation ||
    pageGlosses.glosses.get(token) ||
    progress.translations.get(token) ||
    null;
  /** What a row's cell says: its meaning, or quietly that no dictionary knew it. */
  const cellOf = (token: string): string | null =>
    translationOf(token) ?? (pageGlosses.glosses.get(token) === '' ? AiMessages.noMeaningYet : null);
  const showTranslation = atLevel.some((word) => cellOf(word.token) !== null);
  const learningWords = useMemo(
    () => (words ?? []).filter((word) => statusOf(word.token) === 'to-learn'),
    [words, statusOf],
  );

  const aiTranslationOf = (token: string): AiResponse | null =>
    sessionTranslations.get(token) ?? parseStoredTranslation(progress.storedAiTranslations.get(token));

  const glosses = pageGlosses.glosses;
  const onStatus = useCallback(
    (word: VocabularyWord, status: WordStatus) => {
      const made = sessionTranslations.get(word.token);
      const gloss = glosses.get(word.token);
      setStatuses([
        {
          word,
          status,
          ...(made
            ? { translation: made.translation, aiTranslation: serialiseTranslation(made) }
            : gloss
              ? { translation: gloss }
              : {}),
        },
      ]);
    },
    [setStatuses, sessionTranslations, glosses],
  );

  /** A new translation is shown at once, and kept with the word's progress when it has a status. */
  function keepTranslation(word: VocabularyWord, response: AiResponse) {
    setSessionTranslations((current) => new Map(current).set(word.token, response));
    const status = statusOf(word.token);
    if (status !== 'unsorted' && response.translation) {
      setStatuses([
        { word, status, translation: response.translation, aiTranslation: serialiseTranslation(response) },
      ]);
    }
  }

  const sentencesFor = async (word: VocabularyWord): Promise<string[]> => {
    const all = sentences.data ?? (await sentences.refetch()).data ?? [];
    return sentencesOf(all, word.occurs_in_orders)
      .slice(0, AiLimits.sentencesFromTable)
      .map((sentence) => sentence.sentence);
  };

  /** 'Translate Words': the rows in the table's order that have no meaning yet, a page at once. */
  const translateWords = () =>
    pageGlosses.translate(
      rows.filter((word) => translationOf(word.token) === null && !pageGlosses.glosses.has(word.token)),
    );

  const translateInDialog = async (word: VocabularyWord) => {
    const stored = aiTranslationOf(word.token);
    if (stored) {
      dialogTranslation.show(word, stored);
      return;
    }
    const lines = await sentencesFor(word);
    if (lines.length === 0) {
      showNotification({ tone: 'info', message: AiMessages.noSentencesForWord });
      return;
    }
    void dialogTranslation.run(word, lines);
  };

  const {
    save,
    load,
    isSaving,
    isLoading: isLoadingProgress,
  } = useSaveAndLoad(progress, Boolean(words?.length), {
    nothingToSave: StudyMessages.noMarkedWordsToSave,
    loaded: ({ count }) => StudyMessages.progressLoadedTable(count),
  });

  // Off the sort screen, 'Learn My Words' is the flash card session.
  const learnWords = () => void navigate(AppRoutes.learnFlashCards);

  // While the page loads it fills the screen, so that what is below it (the footer) stays below
  // the screen instead of jumping down as the content comes.
  const pageClass =
    isBuilt && !isLoading ? floatingButtonsRoom : `${floatingButtonsRoom} ${classes.loadingPage}`;
  if (!isBuilt) return <Container size="lg" py="xl" className={pageClass} />;

  return (
    <Container size="lg" py="xl" className={pageClass}>
      <Stack gap="lg">
        <BackLink to={titlePath}>{WordMessages.backToTitle(titleName ?? Messages.loading)}</BackLink>
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Title order={1}>{heading}</Title>
            <Text c="dimmed">
              {[level === 'all' ? null : levelName(level), titleName, languageName(learning)]
                .filter((part) => part !== null)
                .join(' · ')}
            </Text>
          </div>
          <LevelSelect
            className={classes.picker}
            value={String(level)}
            onChange={(value) =>
              void navigate(levelPath(title, value === 'all' ? 'all' : (Number(value) as Level)))
            }
            options={[
              { value: 'all', label: labelWithCount(WordMessages.levelOptionAll, words && words.length) },
              ...Levels.map((each) => ({
                value: String(each),
                label: labelWithCount(WordMessages.levelTitle(each), words && levelCounts[each]),
              })),
            ]}
          />
        </Group>

        {isLoading ? (
          <Stack gap="xs" role="status" aria-label={Messages.loading}>
            {[0, 1, 2, 3, 4, 5].map((row) => (
              <div key={row} className={classes.loadingRow} />
            ))}
          </Stack>
        ) : vocabulary.status === 'error' ? (
          <VocabularyError
            error={vocabulary.error}
            isRetrying={vocabulary.isFetching}
            onRetry={() => void vocabulary.refetch()}
          />
        ) : (
          <>
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Group gap="sm">
                <Button
                  variant="default"
                  leftSection={<IconCloudDownload size={16} aria-hidden />}
                  loading={isLoadingProgress}
                  disabled={(words?.length ?? 0) === 0}
                  onClick={() => void load()}
                >
                  {StudyMessages.loadProgress}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconCloudUpload size={16} aria-hidden />}
                  loading={isSaving}
                  onClick={() => void save()}
                >
                  {StudyMessages.saveProgress}
                </Button>
                <Button
                  variant="light"
                  leftSection={<IconLanguage size={16} aria-hidden />}
                  loading={pageGlosses.isTranslating}
                  disabled={rows.length === 0}
                  onClick={() => void translateWords()}
                >
                  {AiMessages.translateWords}
                </Button>
                <SyncStatus />
              </Group>
              <TextInput
                placeholder={StudyMessages.searchWords}
                aria-label={StudyMessages.searchWords}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                className={classes.search}
              />
            </Group>
            <Chip.Group
              multiple={false}
              value={filter}
              onChange={(value) => setFilter(value as StatusFilter)}
            >
              <Group gap="xs" role="group" aria-label={StudyMessages.statusLabel}>
                {filters.map((each) => (
                  <Chip key={each.value} value={each.value} variant="light">
                    {`${each.label} ${statusCounts[each.value]}`}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            {rows.length === 0 ? (
              <Stack gap={4} align="center" py="xl" ta="center">
                <Text fw={600}>{WordMessages.noWordsForLevel(level)}</Text>
                <Text c="dimmed">{WordMessages.tryAnotherLevel}</Text>
              </Stack>
            ) : (
              <RegionErrorBoundary>
                {/* Nothing in it waits: the boundary has React take the table over from the
                    server's page in a pass and a task of its own, after the page around it. */}
                <Suspense fallback={null}>
                  <WordsTable
                    rows={rows}
                    sort={sort}
                    onSort={(column) => setSort(nextSort(sort, column))}
                    statusOf={statusOf}
                    translationOf={cellOf}
                    showTranslation={showTranslation}
                    onStatus={onStatus}
                    onOpen={setOpened}
                  />
                </Suspense>
              </RegionErrorBoundary>
            )}
          </>
        )}
      </Stack>
      {wasDialogOpened && (
        <RegionErrorBoundary>
          <Suspense fallback={null}>
            <WordDialog
              word={opened}
              status={opened ? statusOf(opened.token) : 'unsorted'}
              translation={opened ? translationOf(opened.token) : null}
              aiTranslation={
                opened && dialogTranslation.state.word?.token === opened.token
                  ? dialogTranslation.state
                  : null
              }
              aiTranslationLabel={
                opened && aiTranslationOf(opened.token)
                  ? AiMessages.showTranslation
                  : AiMessages.aiTranslation
              }
              onTranslate={() => opened && void translateInDialog(opened)}
              isSavingFlashCard={saveFlashCard.isPending}
              onSaveFlashCard={() => {
                if (!opened) return;
                const shown =
                  dialogTranslation.state.word?.token === opened.token
                    ? dialogTranslation.state.response
                    : undefined;
                const response = shown ?? aiTranslationOf(opened.token);
                saveFlashCard.mutate(
                  flashCardOf({
                    word: opened,
                    response,
                    translation: response?.translation || translationOf(opened.token) || '',
                    lines: sentencesOf(sentences.data ?? [], opened.occurs_in_orders),
                    humanLines,
                    learning,
                    native,
                    title,
                    titleName,
                  }),
                );
              }}
              sentences={
                opened === null
                  ? undefined
                  : sentences.isError
                    ? []
                    : sentences.data && sentencesOf(sentences.data, opened.occurs_in_orders)
              }
              title={title}
              learning={learning}
              native={native}
              kind={kind}
              onStatus={(status) =>
                opened && onStatus(opened, statusOf(opened.token) === status ? 'unsorted' : status)
              }
              onClose={() => setOpened(null)}
            />
          </Suspense>
        </RegionErrorBoundary>
      )}
      {words && words.length > 0 && (
        <FloatingButtons learningCount={learningWords.length} onLearnWords={learnWords} />
      )}
    </Container>
  );
}

const labelWithCount = (label: string, count: number | undefined): string =>
  count === undefined ? label : `${label} (${groupDigits(count)})`;
