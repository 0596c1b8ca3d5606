import { AppRoutes, CatalogMessages, type Level, WordMessages } from '@cinevocab/core';
import { useParams, useSearchParams } from 'react-router';
import { useEpisode } from '@/features/catalog/api/get-episode';
import { useMovie } from '@/features/catalog/api/get-movie';
import { parseCatalogId, parseEpisodePlaceQuery } from '@/features/catalog/components/detail/detail-params';
import { NotFoundState } from '@/features/catalog/components/detail/detail-states';
import { usePreferences } from '@/features/preferences/hooks/use-preferences';
import { parseLevelParam } from '@/title-words';
import { VocabularyTablePage } from '@/features/vocabulary-table/components/vocabulary-table-page';
import { NotFoundRoute } from './not-found';

/** /movie/{id}/level/{level}: the movie's words at a level ('all' or 1 to 6). */
export function MovieLevelRoute() {
  const params = useParams();
  const movieId = parseCatalogId(params.id);
  const level = parseLevelParam(params.level);
  if (movieId === null || level === null) return <NotFoundRoute />;
  return <MovieLevel movieId={movieId} level={level} />;
}

function MovieLevel({ movieId, level }: { movieId: number; level: Level | 'all' }) {
  const { learning, native } = usePreferences();
  const movie = useMovie(movieId);
  if (movie.status === 'error' && (movie.error as { status?: number }).status === 404) {
    return <NotFoundState message={CatalogMessages.movieNotFound} />;
  }
  return (
    <VocabularyTablePage
      key={learning}
      title={{ mediaType: 'movie', id: movieId }}
      kind="movie"
      titleName={movie.data?.title ?? null}
      titlePath={AppRoutes.movie(movieId)}
      level={level}
      learning={learning}
      native={native}
    />
  );
}

/**
 * /episode/{episodeId}/level/{level}?tv=&season=&episode=: the episode's words at a level. The
 * path knows the episode by its id; the query carries its place in the show, which the summary's
 * links add.
 */
export function EpisodeLevelRoute() {
  const params = useParams();
  const [search] = useSearchParams();
  const episodeId = parseCatalogId(params.episodeId);
  const level = parseLevelParam(params.level);
  const place = parseEpisodePlaceQuery(search);
  if (episodeId === null || level === null) return <NotFoundRoute />;
  if (place === null) return <NotFoundState message={WordMessages.episodeRefMissing} />;
  return <EpisodeLevel place={{ id: episodeId, ...place }} level={level} />;
}

interface EpisodePlace {
  id: number;
  tvId: number;
  seasonNumber: number;
  episodeNumber: number;
}

function EpisodeLevel({ place, level }: { place: EpisodePlace; level: Level | 'all' }) {
  const { learning, native } = usePreferences();
  const episode = useEpisode(place.tvId, place.seasonNumber, place.episodeNumber);
  if (
    (episode.status === 'error' && (episode.error as { status?: number }).status === 404) ||
    (episode.data !== undefined && episode.data.id !== place.id)
  ) {
    return <NotFoundState message={CatalogMessages.episodeNotFound} />;
  }
  return (
    <VocabularyTablePage
      key={learning}
      title={{ mediaType: 'episode', ...place }}
      kind="episode"
      titleName={episode.data?.name ?? null}
      titlePath={AppRoutes.episode(place.tvId, place.seasonNumber, place.episodeNumber)}
      level={level}
      learning={learning}
      native={native}
    />
  );
}
