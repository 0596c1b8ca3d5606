import type { ComponentType } from 'react';
import { usePreferences } from '@/features/preferences/hooks/use-preferences';
import type { StudyPageProps } from '@/features/study/hooks/use-title-study';
import { EpisodeInPath, MovieInPath, type TitleInPath } from './title-in-path';

/** A study page of a title (Study Words, Vocabulary Review, Context Learning). */
export type StudyPage = ComponentType<StudyPageProps>;

/** /movie/{id}/<study page>: the page on the movie's words. */
export function MovieStudyTitle({ page }: { page: StudyPage }) {
  return <MovieInPath>{(title) => <Study title={title} page={page} />}</MovieInPath>;
}

/** /episode/{episodeId}/<study page>?tv=&season=&episode=: the page on the episode's words. */
export function EpisodeStudyTitle({ page }: { page: StudyPage }) {
  return <EpisodeInPath withShowName>{(title) => <Study title={title} page={page} />}</EpisodeInPath>;
}

function Study({ title, page: Page }: { title: TitleInPath; page: StudyPage }) {
  const { learning, native } = usePreferences();
  return (
    <Page
      // A new language pair is a new session on the title's words in that language.
      key={`${learning}-${native}`}
      {...title}
      kind={title.title.mediaType}
      learning={learning}
      native={native}
    />
  );
}
