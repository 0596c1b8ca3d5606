import { VocabularyReviewPage } from '@/features/study/components/vocabulary-review-page';
import { EpisodeStudyTitle, MovieStudyTitle } from './study-title';

/** /movie/{id}/vocabulary-review: Vocabulary Review on the movie's words. */
export function MovieVocabularyReviewRoute() {
  return <MovieStudyTitle page={VocabularyReviewPage} />;
}

/** /episode/{episodeId}/vocabulary-review?tv=&season=&episode= */
export function EpisodeVocabularyReviewRoute() {
  return <EpisodeStudyTitle page={VocabularyReviewPage} />;
}
