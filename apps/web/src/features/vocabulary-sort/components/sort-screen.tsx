import {
  languageName,
  type NativeLanguageCode,
  type StudyLanguageCode,
  SeasonPlanMessages,
  StudyMessages,
  backToTitle,
  type TitleKind,
} from '@cinevocab/core';
import { Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { BrowserOnly } from '@/components/browser-only';
import { RegionErrorBoundary } from '@/components/region-error-boundary';
import { useDocumentTitle } from '@/hooks/use-document-title';
import {
  sentencesOf,
  type WordTitle,
  TranslationPanel,
  FloatingButtons,
  floatingButtonsRoom,
} from '@/title-words';
import { useSortSession } from '../hooks/use-sort-session';
import { SentencesDialog } from './sentences-dialog';
import { SortBoard } from './sort-board';
import type { SwipeCardHandle } from './swipe-card';
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
      <section className={classes.banner}>
        {/* A picture in the page, not a CSS background: the browser finds it in the HTML and
            fetches it at once, where a background waits for the style sheets (the page's largest
            paint came 1.2 s later). */}
        {backdropUrl && (
          <img src={backdropUrl} alt="" aria-hidden className={classes.backdrop} fetchPriority="high" />
        )}
        <Container size="lg" className={classes.bannerInner}>
          <Stack gap={6} className={classes.bannerStack}>
            <BackLink to={titlePath} isOnImage>
              {backToTitle(kind)}
            </BackLink>
            <Title order={1} className={classes.bannerTitle}>
              {StudyMessages.adaptiveSort}
            </Title>
            <Text className={classes.bannerIntro}>
              {chosenTokens === null
                ? StudyMessages.adaptiveSortIntro(languageName(learning))
                : SeasonPlanMessages.chosenWordsIntro(chosenTokens.length)}
            </Text>
            {titleName && (
              <Text size="sm" opacity={0.8} className={classes.bannerTitleName}>
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
          <Container size="lg" pb="lg" className={`${floatingButtonsRoom} ${classes.room}`}>
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
function SortSession(props: SortScreenProps) {
  const { title, kind, learning, native } = props;
  const card = useRef<SwipeCardHandle>(null);
  const session = useSortSession(props, card);
  const { dialog, sentencesOfWord, sentences, translation, isReady, noWords } = session;
  // The stack last opened: its list stays in the dialog while the dialog fades out, where it
  // showed the other list, without a title.
  const [shownStack, setShownStack] = useState<'known' | 'learning'>('known');
  if (dialog !== null && dialog !== shownStack) setShownStack(dialog);

  return (
    <>
      <Container size="lg" pb="lg" className={`${floatingButtonsRoom} ${classes.room}`}>
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
            <SortBoard session={session} card={card} learning={learning} kind={kind} />
          </RegionErrorBoundary>
        )}
      </Container>

      <WordListDialog
        opened={dialog !== null}
        title={shownStack === 'known' ? StudyMessages.knownWords : StudyMessages.learningWords}
        words={shownStack === 'known' ? session.knownWords : session.learningWords}
        learning={learning}
        onClose={() => session.setDialog(null)}
        {...(shownStack === 'learning' ? { onLearn: session.learnWords } : {})}
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
        onClose={() => session.setSentencesOfWord(null)}
      />
      <RegionErrorBoundary>
        <TranslationPanel
          opened={translation.isPanelOpen}
          onClose={translation.closePanel}
          state={translation.state}
          learning={learning}
          isSavingFlashCard={translation.isSavingFlashCard}
          onSaveFlashCard={translation.onSaveFlashCard}
        />
      </RegionErrorBoundary>
      {isReady && !noWords && (
        <FloatingButtons learningCount={session.learningWords.length} onLearnWords={session.learnWords} />
      )}
    </>
  );
}
