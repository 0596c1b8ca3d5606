import { ContextLearningPage } from '@/features/study/components/context-learning-page';
import { EpisodeStudyTitle, MovieStudyTitle } from './study-title';

/** /movie/{id}/context-learning: Context Learning on the movie's words. */
export function MovieContextLearningRoute() {
  return <MovieStudyTitle page={ContextLearningPage} />;
}

/** /episode/{episodeId}/context-learning?tv=&season=&episode= */
export function EpisodeContextLearningRoute() {
  return <EpisodeStudyTitle page={ContextLearningPage} />;
}
