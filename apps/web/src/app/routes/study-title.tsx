import { AppRoutes, CatalogMessages, WordMessages } from '@cinevocab/core';
import type { ComponentType } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useEpisode } from '@/features/catalog/api/get-episode';
import { useMovie } from '@/features/catalog/api/get-movie';
import { useTvShow } from '@/features/catalog/api/get-tv-show';
import { parseCatalogId, parseEpisodePlaceQuery } from '@/features/catalog/components/detail/detail-params';
import { NotFoundState } from '@/features/catalog/components/detail/detail-states';
import { usePreferences } from '@/features/preferences/hooks/use-preferences';
import type { StudyPageProps } from '@/features/study/hooks/use-title-study';

/** A study page of a title (Study Words, Vocabulary Review, Context Learning). */
export type StudyPage = ComponentType<StudyPageProps>;

const isNotFound = (error: Error | null) => (error as { status?: number } | null)?.status === 404;

/** /movie/{id}/<study page>: the page on the movie's words. */
export function MovieStudyTitle({ page }: { page: StudyPage }) {
  const movieId = parseCatalogId(useParams().id);
  if (movieId === null) return <NotFoundState message={CatalogMessages.movieNotFound} />;
  return <MovieStudy key={movieId} movieId={movieId} page={page} />;
}

function MovieStudy({ movieId, page: Page }: { movieId: number; page: StudyPage }) {
  const { learning, native } = usePreferences();
  const movie = useMovie(movieId);
  if (isNotFound(movie.error)) return <NotFoundState message={CatalogMessages.movieNotFound} />;
  return (
    <Page
      // A new language pair is a new session on the title's words in that language.
      key={`${learning}-${native}`}
      title={{ mediaType: 'movie', id: movieId }}
      kind="movie"
      titlePath={AppRoutes.movie(movieId)}
      titleName={movie.data?.title ?? null}
      learning={learning}
      native={native}
    />
  );
}

/**
 * /episode/{episodeId}/<study page>?tv=&season=&episode=: the page on the episode's words. The
 * path knows the episode by its id; the query carries its place in the show, which the word
 * service needs (decision 008).
 */
export function EpisodeStudyTitle({ page }: { page: StudyPage }) {
  const params = useParams();
  const [search] = useSearchParams();
  const episodeId = parseCatalogId(params.episodeId);
  const place = parseEpisodePlaceQuery(search);
  if (episodeId === null) return <NotFoundState message={CatalogMessages.episodeNotFound} />;
  if (place === null) return <NotFoundState message={WordMessages.episodeRefMissing} />;
  const { tvId, seasonNumber, episodeNumber } = place;
  return (
    <EpisodeStudy
      key={`${episodeId}/${tvId}/${seasonNumber}/${episodeNumber}`}
      place={{ id: episodeId, ...place }}
      page={page}
    />
  );
}

function EpisodeStudy({
  place,
  page: Page,
}: {
  place: { id: number; tvId: number; seasonNumber: number; episodeNumber: number };
  page: StudyPage;
}) {
  const { learning, native } = usePreferences();
  const episode = useEpisode(place.tvId, place.seasonNumber, place.episodeNumber);
  const show = useTvShow(place.tvId);
  if (isNotFound(episode.error) || (episode.data !== undefined && episode.data.id !== place.id)) {
    return <NotFoundState message={CatalogMessages.episodeNotFound} />;
  }
  const episodeName = episode.data?.name ?? null;
  return (
    <Page
      key={`${learning}-${native}`}
      title={{ mediaType: 'episode', ...place }}
      kind="episode"
      titlePath={AppRoutes.episode(place.tvId, place.seasonNumber, place.episodeNumber)}
      // As the recently visited list names an episode: 'Show: Episode name'.
      titleName={episodeName !== null && show.data ? `${show.data.title}: ${episodeName}` : episodeName}
      learning={learning}
      native={native}
    />
  );
}
