import {
  AiLimits,
  AiMessages,
  type AiResponse,
  AppRoutes,
  type Level,
  languageName,
  type NativeLanguageCode,
  type StudyLanguageCode,
  SeasonPlanMessages,
  StudyMessages,
  type VocabularyWord,
  type WordStatus,
  backToTitle,
  type TitleKind,
} from '@cinevocab/core';
import {
  ActionIcon,
  Container,
  Group,
  Loader,
  Progress,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowBackUp, IconMoodEmpty } from '@tabler/icons-react';
import { type CSSProperties, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { BrowserOnly } from '@/components/browser-only';
import { RegionErrorBoundary } from '@/components/region-error-boundary';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { LearnWordsState } from '@/lib/learn-words-state';
import { showNotification } from '@/lib/notify';
import { playCue } from '@/lib/sound-cues';
import {
  sentencesOf,
  useSentences,
  useVocabulary,
  useSaveFlashCard,
  type WordTitle,
  flashCardOf,
  TitleWordRules,
  parseStoredTranslation,
  serialiseTranslation,
  TranslationPanel,
  useWordTranslation,
  FloatingButtons,
  floatingButtonsRoom,
  SyncStatus,
  useSaveAndLoad,
  useWordStatuses,
  useHumanLines,
} from '@/title-words';
import { RoundComplete } from './round-complete';
import { SentencesDialog } from './sentences-dialog';
import {
  candidates,
  decide,
  initialSortState,
  nextRound,
  refill,
  reorder,
  type SortAction,
  type SortMethod,
  SortRules,
  type SortState,
  undo,
  unsortedByLevel,
} from '../sort-engine';
import { readSort, writeSort } from '../sort-state-store';
import { SortToolbar } from './sort-toolbar';
import { SwipeCard, type SwipeCardHandle } from './swipe-card';
import { WordListDialog } from './word-list-dialog';
import classes from './sort.module.css';
import { EmptyState } from '@/components/empty-state';
import { BackLink } from '@/components/back-link';

export interface SortScreenProps {
  title: WordTitle;
  kind: TitleKind;
  /** The title's own page, and its backdrop (or still) once the catalog has it. */
  titlePath: string;
  titleName: string | null;
  backdropUrl: string | null;
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
  /**
   * Only these words (tokens) are sorted, easiest first: a plan's few words to learn before an
   * episode. Such a sort is not kept for the next visit, and leaves the title's own sort alone.
   */
  chosenTokens?: readonly string[] | null;
}

/**
 * What a translation adds to a word's progress record: an answer with no meaning (no dictionary
 * knows the word) leaves the translation the word has alone.
 */
const translationFields = (response: AiResponse) => ({
  ...(response.translation ? { translation: response.translation } : {}),
  aiTranslation: serialiseTranslation(response),
});

const statusOfAction = (action: SortAction): WordStatus => (action === 'known' ? 'known' : 'to-learn');

/**
 * The adaptive sort screen: one word at a time, swiped or keyed into known
 * (←) or to learn (→), the next card following the learner's level. Every choice is kept at once
 * and saved to the learner's progress in the background; Backspace undoes.
 */
export function SortScreen(props: SortScreenProps) {
  const { kind, titlePath, titleName, backdropUrl, learning, chosenTokens = null } = props;
  useDocumentTitle(
    titleName === null ? StudyMessages.adaptiveSort : `${StudyMessages.adaptiveSort} · ${titleName}`,
  );
  return (
    <>
      <section
        className={classes.banner}
        style={backdropUrl ? ({ backgroundImage: `url(${backdropUrl})` } as CSSProperties) : undefined}
      >
        <Container size="lg" className={classes.bannerInner}>
          <Stack gap={6}>
            <BackLink to={titlePath} isOnImage>
              {backToTitle(kind)}
            </BackLink>
            <Title order={1}>{StudyMessages.adaptiveSort}</Title>
            <Text>
              {chosenTokens === null
                ? StudyMessages.adaptiveSortIntro(languageName(learning))
                : SeasonPlanMessages.chosenWordsIntro(chosenTokens.length)}
            </Text>
            {titleName && (
              <Text size="sm" opacity={0.8}>
                {titleName}
              </Text>
            )}
          </Stack>
        </Container>
      </section>
      {/* The sort starts from what only this browser keeps (the sort in progress, marks not yet
          saved), so the server sends the banner, which is the page's largest paint, and the
          browser fills in the sort once it has taken the page over. */}
      <BrowserOnly
        fallback={
          <Container size="lg" py="lg" className={`${floatingButtonsRoom} ${classes.room}`}>
            <LoadingRow />
          </Container>
        }
      >
        <SortSession {...props} />
      </BrowserOnly>
    </>
  );
}

/** While the words and the learner's statuses load. */
function LoadingRow() {
  return (
    <Group justify="center" py="xl" role="status">
      <Loader size="sm" />
      <Text>{StudyMessages.loadingData}</Text>
    </Group>
  );
}

/** The sort itself, below the banner: only in the browser, which keeps the sort in progress. */
function SortSession({
  title,
  kind,
  titlePath,
  titleName,
  learning,
  native,
  chosenTokens = null,
}: SortScreenProps) {
  const navigate = useNavigate();
  const vocabulary = useVocabulary(title, learning);
  const sentences = useSentences(title, learning, vocabulary.isSuccess);
  const humanLines = useHumanLines(title, learning, native);
  const words = useMemo(() => {
    if (chosenTokens === null || vocabulary.data === undefined) return vocabulary.data;
    const chosen = new Set(chosenTokens);
    return vocabulary.data.filter((word) => chosen.has(word.token));
  }, [vocabulary.data, chosenTokens]);
  const progress = useWordStatuses({ title, words, learning, native, levelCap: 5 });
  const { statusOf, setStatuses } = progress;

  const [storedSort, setSort] = useState<SortState>(() =>
    initialSortState(chosenTokens === null ? readSort(title, learning) : { method: 'by-easiest' }),
  );
  const [dialog, setDialog] = useState<'known' | 'learning' | null>(null);
  const [sentencesOfWord, setSentencesOfWord] = useState<VocabularyWord | null>(null);
  const [isPanelOpen, setPanelOpen] = useState(false);
  const saveFlashCard = useSaveFlashCard();
  /** AI translations made on this screen, by token (those kept with progress come from it). */
  const [sessionTranslations, setSessionTranslations] = useState<ReadonlyMap<string, AiResponse>>(new Map());
  const translationOf = (token: string): AiResponse | null =>
    sessionTranslations.get(token) ?? parseStoredTranslation(progress.storedAiTranslations.get(token));
  const translation = useWordTranslation({
    title,
    learning,
    native,
    onTranslated: (word, response) => {
      setSessionTranslations((current) => new Map(current).set(word.token, response));
      // A word already sorted keeps its translation with its progress at once.
      const status = statusOf(word.token);
      if (status !== 'unsorted') setStatuses([{ word, status, ...translationFields(response) }]);
    },
  });
  const card = useRef<SwipeCardHandle>(null);

  const byToken = useMemo(() => new Map((words ?? []).map((word) => [word.token, word])), [words]);
  const isReady = words !== undefined && !progress.isLoading;

  // The queue is drawn once the words and the learner's statuses are known, and again whenever
  // its next card was sorted elsewhere (Load Progress, another tab): derived, so every render
  // shows a card that is still unsorted.
  const sort = useMemo(() => {
    if (!isReady) return storedSort;
    const next = storedSort.queue[0];
    if (next !== undefined && statusOf(next) === 'unsorted') return storedSort;
    const stillUnsorted = storedSort.queue.filter((token) => statusOf(token) === 'unsorted');
    return refill({ ...storedSort, queue: stillUnsorted }, words, statusOf);
  }, [isReady, storedSort, words, statusOf]);

  useEffect(() => {
    if (chosenTokens === null) writeSort(title, learning, storedSort);
  }, [title, learning, storedSort, chosenTokens]);

  const current = isReady ? byToken.get(sort.queue[0] ?? '') : undefined;
  const pool = useMemo(
    () => (words === undefined ? [] : candidates(words, statusOf, sort.levelFilter)),
    [words, statusOf, sort.levelFilter],
  );
  const eligible = useMemo(
    () =>
      (words ?? []).filter(
        (word) =>
          word.name.length >= TitleWordRules.minWordLength &&
          (sort.levelFilter === 'all' || word.diff === sort.levelFilter),
      ).length,
    [words, sort.levelFilter],
  );
  const knownWords = useMemo(
    () => (words ?? []).filter((word) => statusOf(word.token) === 'known'),
    [words, statusOf],
  );
  const learningWords = useMemo(
    () => (words ?? []).filter((word) => statusOf(word.token) === 'to-learn'),
    [words, statusOf],
  );
  const unsorted = useMemo(() => unsortedByLevel(words ?? [], statusOf), [words, statusOf]);

  const onDecide = useCallback(
    (action: SortAction) => {
      if (current === undefined || words === undefined) return;
      const status = statusOfAction(action);
      const translated = translationOf(current.token);
      setStatuses([{ word: current, status, ...(translated ? translationFields(translated) : {}) }]);
      const after = (token: string) => (token === current.token ? status : statusOf(token));
      const next = decide(sort, current, action, words, after);
      playCue(action === 'known' ? 'success' : 'learning');
      if (next.isRoundComplete && !sort.isRoundComplete) {
        playCue('completion');
        showNotification({ tone: 'success', message: StudyMessages.identified(next.sessionLearning) });
      }
      setSort(next);
    },
    // translationOf reads the same state as the dependencies below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [current, words, sort, setStatuses, statusOf, sessionTranslations, progress.storedAiTranslations],
  );

  const onTranslate = (word: VocabularyWord) => {
    setPanelOpen(true);
    const stored = translationOf(word.token);
    if (stored) {
      translation.show(word, stored);
      return;
    }
    if (!sentences.data) {
      showNotification({ tone: 'info', message: AiMessages.noWordOrSentences });
      return;
    }
    const lines = sentencesOf(sentences.data, word.occurs_in_orders)
      .slice(0, AiLimits.sentencesFromSort)
      .map((sentence) => sentence.sentence);
    if (lines.length === 0) {
      showNotification({ tone: 'info', message: AiMessages.noSentencesForWord });
      return;
    }
    void translation.run(word, lines);
  };

  const onUndo = useCallback(() => {
    const result = undo(sort);
    if (result === undefined) return;
    const word = byToken.get(result.undone.token);
    if (word) setStatuses([{ word, status: 'unsorted' }]);
    setSort(result.state);
    showNotification({ tone: 'info', message: StudyMessages.undid(result.undone.word) });
  }, [sort, byToken, setStatuses]);

  const isDialogOpen = dialog !== null || sentencesOfWord !== null;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isDialogOpen || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (
        target?.closest('input, textarea, select, [contenteditable="true"], [role="menu"], [role="listbox"]')
      )
        return;
      if (event.key === 'Backspace') {
        event.preventDefault();
        onUndo();
      } else if (!sort.isRoundComplete && event.key === 'ArrowLeft') {
        event.preventDefault();
        card.current?.swipe('known');
      } else if (!sort.isRoundComplete && event.key === 'ArrowRight') {
        event.preventDefault();
        card.current?.swipe('learning');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isDialogOpen, onUndo, sort.isRoundComplete]);

  const {
    save,
    load,
    isSaving,
    isLoading: isLoadingProgress,
  } = useSaveAndLoad(progress, Boolean(words?.length), {
    nothingToSave: StudyMessages.noWordsToSave,
    loaded: ({ count, known, learning: learningCount }) =>
      StudyMessages.progressLoadedSort(count, known, learningCount),
  });

  const learnWords = () => {
    if (learningWords.length === 0) {
      showNotification({ tone: 'info', message: StudyMessages.noLearningWordsAvailable });
      return;
    }
    const state: LearnWordsState = {
      learning,
      kind,
      from: { path: AppRoutes.vocabularySort(titlePath), label: StudyMessages.adaptiveSort },
      words: learningWords.map((word) => ({
        token: word.token,
        name: word.name,
        level: word.diff,
        count: word.count,
        pos: word.pos,
        sentences: sentencesOf(sentences.data ?? [], word.occurs_in_orders.slice(0, 2)).map(
          (sentence) => sentence.sentence,
        ),
      })),
    };
    void navigate(AppRoutes.learnWords, { state });
  };

  const lastAction = sort.actions.at(-1);
  const sortedShare = eligible === 0 ? 0 : Math.round(((eligible - pool.length) / eligible) * 100);
  const noWords = vocabulary.isError || (words !== undefined && words.length === 0);

  return (
    <>
      <Container size="lg" py="lg" className={`${floatingButtonsRoom} ${classes.room}`}>
        {!isReady && !noWords ? (
          <LoadingRow />
        ) : noWords ? (
          <EmptyState
            icon={IconMoodEmpty}
            title={StudyMessages.noVocabulary}
            detail={StudyMessages.noVocabularyHint(kind)}
          />
        ) : (
          <RegionErrorBoundary>
            <div className={classes.layout}>
              <Stack gap="md">
                <SortToolbar
                  levelFilter={sort.levelFilter}
                  unsorted={unsorted}
                  method={sort.method}
                  canLoad={(words?.length ?? 0) > 0}
                  isLoading={isLoadingProgress}
                  canSave={knownWords.length + learningWords.length > 0}
                  isSaving={isSaving}
                  onLevelFilter={(levelFilter: Level | 'all') =>
                    setSort(reorder(sort, { levelFilter }, words ?? [], statusOf))
                  }
                  onMethod={(method: SortMethod) => setSort(reorder(sort, { method }, words ?? [], statusOf))}
                  onLoad={() => void load()}
                  onSave={() => void save()}
                />
                <Group justify="space-between" align="center">
                  <div className={classes.counters}>
                    <span>
                      <strong>
                        {StudyMessages.learningCount(sort.roundLearning.length, SortRules.learningTarget)}
                      </strong>
                    </span>
                    <span>
                      {StudyMessages.cardsRemaining}: <strong>{pool.length}</strong>
                    </span>
                    <span>
                      <strong>{StudyMessages.difficulty(sort.difficulty)}</strong>
                    </span>
                  </div>
                  <Group gap="xs">
                    <SyncStatus />
                    <Tooltip
                      label={
                        lastAction
                          ? StudyMessages.undoTooltip(lastAction.word, lastAction.action, sort.actions.length)
                          : StudyMessages.nothingToUndo
                      }
                    >
                      <ActionIcon
                        variant="default"
                        size="lg"
                        radius="xl"
                        aria-label={StudyMessages.undo}
                        disabled={lastAction === undefined}
                        onClick={onUndo}
                      >
                        <IconArrowBackUp size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
                <Progress value={sortedShare} size="sm" radius="xl" aria-label={`${sortedShare}%`} />

                {sort.isRoundComplete || current === undefined ? (
                  <RoundComplete
                    words={sort.roundLearning.flatMap((token) => byToken.get(token) ?? [])}
                    kind={kind}
                    isSaving={isSaving}
                    onSave={() => void save()}
                    onNextRound={
                      pool.length === 0 ? null : () => setSort(nextRound(sort, words ?? [], statusOf))
                    }
                  />
                ) : (
                  <>
                    <SwipeCard
                      key={current.token}
                      ref={card}
                      word={current}
                      learning={learning}
                      kind={kind}
                      onDecide={onDecide}
                      onShowSentences={() => setSentencesOfWord(current)}
                      translationLabel={
                        translationOf(current.token) ? AiMessages.showTranslation : AiMessages.aiTranslation
                      }
                      onTranslate={() => onTranslate(current)}
                    />
                    <Text className={classes.keysHint}>{StudyMessages.sortKeysHint}</Text>
                  </>
                )}
              </Stack>

              <div className={classes.stacks}>
                <UnstyledButton className={classes.stack} onClick={() => setDialog('known')}>
                  <Text size="sm" c="dimmed">
                    {StudyMessages.knownWords}
                  </Text>
                  <span className={classes.stackCount}>{knownWords.length}</span>
                </UnstyledButton>
                <UnstyledButton className={classes.stack} onClick={() => setDialog('learning')}>
                  <Text size="sm" c="dimmed">
                    {StudyMessages.learningWords}
                  </Text>
                  <span className={classes.stackCount}>{learningWords.length}</span>
                </UnstyledButton>
              </div>
            </div>
          </RegionErrorBoundary>
        )}
      </Container>

      <WordListDialog
        title={
          dialog === 'known'
            ? StudyMessages.knownWords
            : dialog === 'learning'
              ? StudyMessages.learningWords
              : null
        }
        words={dialog === 'known' ? knownWords : learningWords}
        learning={learning}
        onClose={() => setDialog(null)}
        {...(dialog === 'learning' ? { onLearn: learnWords } : {})}
      />
      <SentencesDialog
        word={sentencesOfWord?.name ?? null}
        sentences={
          sentencesOfWord === null
            ? undefined
            : sentences.isError
              ? []
              : sentences.data && sentencesOf(sentences.data, sentencesOfWord.occurs_in_orders)
        }
        forms={sentencesOfWord?.forms ?? []}
        title={title}
        learning={learning}
        native={native}
        onClose={() => setSentencesOfWord(null)}
      />
      <RegionErrorBoundary>
        <TranslationPanel
          opened={isPanelOpen}
          onClose={() => setPanelOpen(false)}
          state={translation.state}
          learning={learning}
          isSavingFlashCard={saveFlashCard.isPending}
          onSaveFlashCard={() => {
            const { word, response } = translation.state;
            if (!word || !response) return;
            saveFlashCard.mutate(
              flashCardOf({
                word,
                response,
                translation: response.translation || progress.translations.get(word.token) || '',
                lines: sentencesOf(sentences.data ?? [], word.occurs_in_orders),
                humanLines,
                learning,
                native,
                title,
                titleName,
              }),
            );
          }}
        />
      </RegionErrorBoundary>
      {isReady && !noWords && (
        <FloatingButtons learningCount={learningWords.length} onLearnWords={learnWords} />
      )}
    </>
  );
}
