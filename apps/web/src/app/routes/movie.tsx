import { CatalogMessages } from '@cinevocab/core';
import { useParams } from 'react-router';
import { parseCatalogId } from '@/features/catalog/components/detail/detail-params';
import { NotFoundState } from '@/features/catalog/components/detail/detail-states';
import { MovieDetailPage } from '@/features/catalog/components/detail/movie-detail';
import { usePreferences } from '@/features/preferences/hooks/use-preferences';
import { WordSummarySection } from '@/features/word-summary/components/word-summary-section';

/** /movie/{id}. An id that cannot exist (/movie/abc) is not found without asking the server. */
export function MovieRoute() {
  const movieId = parseCatalogId(useParams().id);
  const { learning, native } = usePreferences();
  if (movieId === null) return <NotFoundState message={CatalogMessages.movieNotFound} />;
  // A fresh page per movie: moving from one movie to another resets what the last one had open.
  return (
    <MovieDetailPage
      key={movieId}
      movieId={movieId}
      wordSummary={(movie, itemValue) => (
        <WordSummarySection
          title={{ mediaType: 'movie', id: movie.id }}
          learning={learning}
          native={native}
          itemValue={itemValue}
        />
      )}
    />
  );
}
