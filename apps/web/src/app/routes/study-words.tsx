import { StudyWordsPage } from '@/features/study/components/study-words-page';
import { EpisodeStudyTitle, MovieStudyTitle } from './study-title';

/** /movie/{id}/study-words: Study Words on the movie's words. */
export function MovieStudyWordsRoute() {
  return <MovieStudyTitle page={StudyWordsPage} />;
}

/** /episode/{episodeId}/study-words?tv=&season=&episode= */
export function EpisodeStudyWordsRoute() {
  return <EpisodeStudyTitle page={StudyWordsPage} />;
}
