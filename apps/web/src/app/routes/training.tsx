import { AppRoutes, CatalogMessages, WordMessages } from '@cinevocab/core';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useEpisode } from '@/features/catalog/api/get-episode';
import { useMovie } from '@/features/catalog/api/get-movie';
import { parseCatalogId, parseEpisodePlaceQuery } from '@/features/catalog/components/detail/detail-params';
import { NotFoundState } from '@/features/catalog/components/detail/detail-states';
import { usePreferences } from '@/features/preferences/hooks/use-preferences';
import { TrainingScreen } from '@/features/training/components/training-screen';
import { exercisesRequest, pickTrainingWords } from '@/features/training/select-words';
import { useSentences, useVocabulary, type WordTitle, useWordStatuses } from '@/title-words';

const isNotFound = (error: Error | null) => (error as { status?: number } | null)?.status === 404;

/** /movie/{id}/train-vocabulary: 'Generate Quiz' for a movie. */
export function MovieTrainingRoute() {
  const movieId = parseCatalogId(useParams().id);
  if (movieId === null) return <NotFoundState message={CatalogMessages.movieNotFound} />;
  return <MovieTraining key={movieId} movieId={movieId} />;
}

function MovieTraining({ movieId }: { movieId: number }) {
  const movie = useMovie(movieId);
  if (isNotFound(movie.error)) return <NotFoundState message={CatalogMessages.movieNotFound} />;
  return (
    <Training
      title={{ mediaType: 'movie', id: movieId }}
      titlePath={AppRoutes.movie(movieId)}
      titleName={movie.data?.title ?? null}
    />
  );
}

/** /episode/{episodeId}/train-vocabulary?tv=&season=&episode= */
export function EpisodeTrainingRoute() {
  const params = useParams();
  const [search] = useSearchParams();
  const episodeId = parseCatalogId(params.episodeId);
  const place = parseEpisodePlaceQuery(search);
  if (episodeId === null) return <NotFoundState message={CatalogMessages.episodeNotFound} />;
  if (place === null) return <NotFoundState message={WordMessages.episodeRefMissing} />;
  return <EpisodeTraining place={{ id: episodeId, ...place }} />;
}

function EpisodeTraining({
  place,
}: {
  place: { id: number; tvId: number; seasonNumber: number; episodeNumber: number };
}) {
  const episode = useEpisode(place.tvId, place.seasonNumber, place.episodeNumber);
  if (isNotFound(episode.error) || (episode.data !== undefined && episode.data.id !== place.id)) {
    return <NotFoundState message={CatalogMessages.episodeNotFound} />;
  }
  return (
    <Training
      title={{ mediaType: 'episode', ...place }}
      titlePath={AppRoutes.episode(place.tvId, place.seasonNumber, place.episodeNumber)}
      titleName={episode.data?.name ?? null}
    />
  );
}

/** The session's words: the title's vocabulary and sentences, with the learner's statuses. */
function Training({
  title,
  titlePath,
  titleName,
}: {
  title: WordTitle;
  titlePath: string;
  titleName: string | null;
}) {
  const { learning, native } = usePreferences();
  const vocabulary = useVocabulary(title, learning);
  const sentences = useSentences(title, learning, vocabulary.isSuccess);
  const progress = useWordStatuses({
    title,
    words: vocabulary.data,
    learning,
    native,
  });
  const isReady = vocabulary.isSuccess && !progress.isLoading && !sentences.isPending;
  const request = useMemo(() => {
    if (!isReady) return null;
    const picked = pickTrainingWords(vocabulary.data, progress.statusOf);
    if (picked.length === 0) return null;
    return exercisesRequest({
      picked,
      words: vocabulary.data,
      sentences: sentences.data ?? [],
      learning,
      native,
    });
    // The session is drawn once, when everything has arrived: marks made elsewhere later do not reshuffle it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isReady, learning, native]);
  return (
    <TrainingScreen
      key={`${learning}-${native}`}
      request={request}
      noWords={vocabulary.isError || (isReady && request === null)}
      learning={learning}
      native={native}
      kind={title.mediaType}
      titlePath={titlePath}
      titleName={titleName}
    />
  );
}
