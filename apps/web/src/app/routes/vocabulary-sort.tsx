import { AppRoutes, CatalogMessages, StudyMessages } from '@cinevocab/core';
import { Center, Group, Loader, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useEpisode } from '@/features/catalog/api/get-episode';
import { useMovie } from '@/features/catalog/api/get-movie';
import { useTvShow } from '@/features/catalog/api/get-tv-show';
import {
  parseCatalogId,
  parseEpisodeNumber,
  parseSeasonNumber,
} from '@/features/catalog/components/detail/detail-params';
import { NotFoundState } from '@/features/catalog/components/detail/detail-states';
import { useImageUrl } from '@/features/catalog/hooks/use-image-url';
import { usePreferences } from '@/features/preferences/hooks/use-preferences';
import { parseChosenWords } from '@/features/vocabulary-sort/chosen-words';
import { SortScreen } from '@/features/vocabulary-sort/components/sort-screen';
import { SeasonInPath, type TitleInPath } from './title-in-path';

const isNotFound = (error: Error | null) => (error as { status?: number } | null)?.status === 404;

/** /movie/{id}/vocabulary-sort: the adaptive sort of a movie's words. */
export function MovieSortRoute() {
  const movieId = parseCatalogId(useParams().id);
  if (movieId === null) return <NotFoundState message={CatalogMessages.movieNotFound} />;
  return <MovieSort key={movieId} movieId={movieId} />;
}

function MovieSort({ movieId }: { movieId: number }) {
  const { learning, native } = usePreferences();
  const movie = useMovie(movieId);
  const image = useImageUrl();
  const chosen = useChosenWords();
  if (isNotFound(movie.error)) return <NotFoundState message={CatalogMessages.movieNotFound} />;
  return (
    <SortScreen
      // A new language is a new sort: its queue, difficulty and log are the language's own.
      key={learning}
      title={{ mediaType: 'movie', id: movieId }}
      kind="movie"
      titlePath={AppRoutes.movie(movieId)}
      titleName={movie.data?.title ?? null}
      backdropUrl={image('backdrop', movie.data?.backdrop_path, 'medium')}
      learning={learning}
      native={native}
      chosenTokens={chosen}
    />
  );
}

/** /tv/{tvId}/season/{n}/episode/{m}/vocabulary-sort: the adaptive sort of an episode's words. */
export function EpisodeSortRoute() {
  const params = useParams();
  const tvId = parseCatalogId(params.tvId);
  const seasonNumber = parseSeasonNumber(params.seasonNum);
  const episodeNumber = parseEpisodeNumber(params.episodeNum);
  if (tvId === null || seasonNumber === null || episodeNumber === null) {
    return <NotFoundState message={CatalogMessages.episodeNotFound} />;
  }
  const place = { tvId, seasonNumber, episodeNumber };
  return <EpisodeSort key={`${tvId}/${seasonNumber}/${episodeNumber}`} {...place} />;
}

function EpisodeSort({
  tvId,
  seasonNumber,
  episodeNumber,
}: {
  tvId: number;
  seasonNumber: number;
  episodeNumber: number;
}) {
  const { learning, native } = usePreferences();
  const episode = useEpisode(tvId, seasonNumber, episodeNumber);
  const show = useTvShow(tvId);
  const image = useImageUrl();
  const chosen = useChosenWords();
  if (isNotFound(episode.error)) return <NotFoundState message={CatalogMessages.episodeNotFound} />;
  // The word service knows an episode by its own id, which the catalog gives.
  if (!episode.data) return <SortScreenPlaceholder />;
  return (
    <SortScreen
      key={learning}
      title={{ mediaType: 'episode', id: episode.data.id, tvId, seasonNumber, episodeNumber }}
      kind="episode"
      titlePath={AppRoutes.episode(tvId, seasonNumber, episodeNumber)}
      titleName={show.data ? `${show.data.title}: ${episode.data.name}` : episode.data.name}
      backdropUrl={
        image('still', episode.data.still_path, 'large') ??
        image('backdrop', show.data?.backdrop_path, 'medium')
      }
      learning={learning}
      native={native}
      chosenTokens={chosen}
    />
  );
}

/** /tv/{tvId}/season/{n}/vocabulary-sort: the sort of a season's words together. */
export function SeasonSortRoute() {
  return <SeasonInPath>{(title) => <SeasonSort {...title} />}</SeasonInPath>;
}

function SeasonSort({ title, titlePath, titleName }: TitleInPath) {
  const { learning, native } = usePreferences();
  const image = useImageUrl();
  // A season's title carries its show: the show's backdrop is the banner.
  const show = useTvShow(title.mediaType === 'season' ? title.tvId : title.id);
  const chosen = useChosenWords();
  return (
    <SortScreen
      key={learning}
      title={title}
      kind="season"
      titlePath={titlePath}
      titleName={titleName}
      backdropUrl={image('backdrop', show.data?.backdrop_path, 'medium')}
      learning={learning}
      native={native}
      chosenTokens={chosen}
    />
  );
}

/** The chosen words of a sort's link (`?words=`), the same array while the link is. */
function useChosenWords(): string[] | null {
  const [search] = useSearchParams();
  const raw = search.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => parseChosenWords(search), [raw]);
}

/** While the episode's id is not known yet. */
function SortScreenPlaceholder() {
  return (
    <Center py="xl" role="status">
      <Group gap="xs">
        <Loader size="sm" />
        <Text>{StudyMessages.loadingData}</Text>
      </Group>
    </Center>
  );
}
