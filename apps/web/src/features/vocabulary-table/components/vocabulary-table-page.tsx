import {
  AppRoutes,
  type Level,
  Messages,
  type NativeLanguageCode,
  type StudyLanguageCode,
  WordMessages,
  type TitleKind,
} from '@cinevocab/core';
import { Container, Stack } from '@mantine/core';
import {
  VocabularyError,
  levelPath,
  type WordTitle,
  FloatingButtons,
  floatingButtonsRoom,
} from '@/title-words';
import { useVocabularyTable } from '../hooks/use-vocabulary-table';
import { OpenedWordDialog } from './opened-word-dialog';
import { TableHeading } from './table-heading';
import { WordsSection } from './words-section';
import classes from './vocabulary-table.module.css';
import { BackLink } from '@/components/back-link';

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

/**
 * The vocabulary table: a title's words at one level, or all of them, with their
 * frequency in film and TV dialogue, their count in the title and their level. The learner marks
 * them known or to learn (drag a row, or its buttons), filters and searches them, sorts by any
 * column, and opens a word to hear its sentences. Marks are saved in the background.
 */
export function VocabularyTablePage(props: VocabularyTablePageProps) {
  const { title, kind, titleName, titlePath, level, learning, native } = props;
  const table = useVocabularyTable(props);
  const { isBuilt, isLoading, vocabulary, words, navigate, statusOf, meanings } = table;

  // While the page loads it fills the screen, so that what is below it (the footer) stays below
  // the screen instead of jumping down as the content comes.
  const pageClass =
    isBuilt && !isLoading ? floatingButtonsRoom : `${floatingButtonsRoom} ${classes.loadingPage}`;
  if (!isBuilt) return <Container size="lg" py="xl" className={pageClass} />;

  return (
    <Container size="lg" py="xl" className={pageClass}>
      <Stack gap="lg" className={classes.clearOfDock}>
        <BackLink to={titlePath}>{WordMessages.backToTitle(titleName ?? Messages.loading)}</BackLink>
        <TableHeading
          heading={table.heading}
          titleName={titleName}
          level={level}
          learning={learning}
          wordCount={words?.length}
          levelCounts={table.levelCounts}
          onLevel={(each) => void navigate(levelPath(title, each))}
        />

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
          <WordsSection table={table} level={level} />
        )}
      </Stack>
      {table.wasDialogOpened && (
        <OpenedWordDialog
          opened={table.opened}
          statusOf={statusOf}
          meanings={meanings}
          translation={table.dialogTranslation}
          sentences={table.sentences}
          title={title}
          learning={learning}
          native={native}
          kind={kind}
          onClose={() => table.setOpened(null)}
        />
      )}
      {words && words.length > 0 && (
        // Off the sort screen, 'Learn My Words' is the flash card session.
        <FloatingButtons
          learningCount={table.learningWords.length}
          onLearnWords={() => void navigate(AppRoutes.learnFlashCards)}
        />
      )}
    </Container>
  );
}
