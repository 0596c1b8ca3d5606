import { CatalogMessages, type LibraryAdd, StudyPageMessages } from '@cinevocab/core';
import { Anchor, Button } from '@mantine/core';
import {
  IconArrowsSort,
  IconBookmarkPlus,
  IconCheck,
  IconListDetails,
  IconSchool,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { showNotification } from '@/lib/notify';
import { useAddToLibrary } from '../../api/add-to-library';
import classes from './media-action-bar.module.css';

const studyClasses = {
  root: classes.study,
  inner: classes.studyInner,
  section: classes.studySection,
  label: classes.studyLabel,
};

export interface MediaActionBarProps {
  /** Where the study tools of this title live (document 2). */
  links: { sort: string; allWords: string; quiz: string };
  /** The study pages: Study Words, Vocabulary Review, Context Learning. */
  studyPages?: { watch: string; studyWords: string; vocabularyReview: string; contextLearning: string };
  /** What 'Add … to Library' sends, its label and the toast that confirms it. */
  library: { item: LibraryAdd; label: string; addedMessage: string };
}

/**
 * The media action bar of the movie and episode pages: the three study tools as links,
 * and adding the title to the library, which really posts it and then confirms with a toast.
 * Adding twice is harmless, so the button stays available after a success.
 */
export function MediaActionBar({ links, studyPages, library }: MediaActionBarProps) {
  const add = useAddToLibrary();

  const addToLibrary = () =>
    add.mutate(library.item, {
      onSuccess: () => showNotification({ tone: 'success', message: library.addedMessage }),
      onError: (error) =>
        showNotification({ tone: 'error', message: CatalogMessages.addToLibraryFailed(error.message) }),
    });

  return (
    <>
      <div className={classes.bar} role="group" aria-label={CatalogMessages.studyActionsLabel}>
        <Button
          component={Link}
          to={links.sort}
          classNames={studyClasses}
          leftSection={<IconArrowsSort size={18} aria-hidden />}
        >
          {CatalogMessages.simpleSort}
        </Button>
        <Button
          component={Link}
          to={links.allWords}
          classNames={studyClasses}
          leftSection={<IconListDetails size={18} aria-hidden />}
        >
          {CatalogMessages.showAllWords}
        </Button>
        <Button
          component={Link}
          to={links.quiz}
          classNames={studyClasses}
          leftSection={<IconSchool size={18} aria-hidden />}
        >
          {CatalogMessages.generateQuiz}
        </Button>
        <Button
          className={classes.add}
          loading={add.isPending}
          onClick={addToLibrary}
          leftSection={
            add.isSuccess ? <IconCheck size={18} aria-hidden /> : <IconBookmarkPlus size={18} aria-hidden />
          }
        >
          {library.label}
        </Button>
      </div>
      {studyPages && (
        <nav className={classes.more} aria-label={StudyPageMessages.studyToolsLabel}>
          <span className={classes.moreLabel}>{StudyPageMessages.studyToolsLabel}:</span>
          <Anchor component={Link} to={studyPages.watch} className={classes.moreLink}>
            {StudyPageMessages.watchAndRead}
          </Anchor>
          <Anchor component={Link} to={studyPages.studyWords} className={classes.moreLink}>
            {StudyPageMessages.studyWords}
          </Anchor>
          <Anchor component={Link} to={studyPages.vocabularyReview} className={classes.moreLink}>
            {StudyPageMessages.vocabularyReview}
          </Anchor>
          <Anchor component={Link} to={studyPages.contextLearning} className={classes.moreLink}>
            {StudyPageMessages.contextLearning}
          </Anchor>
        </nav>
      )}
    </>
  );
}
