import { AppRoutes, CatalogMessages, type MovieDetail } from '@cinevocab/core';
import { IconCalendar, IconClock, IconInfoCircle, IconStarFilled } from '@tabler/icons-react';
import { useMovie } from '../../api/get-movie';
import type { RecentlyVisitedItem } from '../../api/recently-visited';
import { CatalogImage } from '../catalog-image';
import { DetailAccordion, DetailAccordionItem } from './detail-accordion';
import { DetailMeta, DetailTagline, DetailTitle, type MetaItem } from './detail-header';
import { DetailShell } from './detail-shell';
import { DetailLoading, LoadErrorState, NotFoundState } from './detail-states';
import { formatVote, yearOf } from './format';
import { MediaActionBar } from './media-action-bar';
import classes from './movie-detail.module.css';
import { MovieDetailsPanel } from './movie-details-panel';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { catalogErrorToast, isNotFound, useErrorToast } from '../../hooks/use-error-toast';
import { useRememberVisit } from './use-remember-visit';
import { useScrollToTopOnArrival } from './use-scroll-to-top';
import { type WordSummarySlot, wordSummaryItemValue } from './word-summary-slot';

export interface MovieDetailPageProps {
  movieId: number;
  /** The word-level summary, filled by the route once the movie has arrived. */
  wordSummary?: WordSummarySlot<MovieDetail>;
}

/** Movie detail (/movie/{id}): loads the movie and shows it, or why it cannot. */
export function MovieDetailPage({ movieId, wordSummary }: MovieDetailPageProps) {
  useScrollToTopOnArrival();
  const movie = useMovie(movieId);
  useErrorToast(movie, catalogErrorToast);
  useRememberVisit(movie.data ? movieVisit(movie.data) : null);
  useDocumentTitle(movie.data?.title ?? null);

  if (movie.data) return <MovieDetailView movie={movie.data} wordSummary={wordSummary} />;
  if (isNotFound(movie.error)) return <NotFoundState message={CatalogMessages.movieNotFound} />;
  if (movie.error) {
    return (
      <LoadErrorState
        message={movie.error.message}
        isRetrying={movie.isFetching}
        onRetry={() => void movie.refetch()}
      />
    );
  }
  return <DetailLoading withPoster />;
}

/** The entry 'Recently Visited' keeps for a movie. */
export function movieVisit(movie: MovieDetail): RecentlyVisitedItem {
  return {
    id: movie.id,
    title: movie.title,
    poster_path: movie.poster_path,
    media_type: 'movie',
    release_date: movie.release_date,
    vote_average: movie.vote_average,
    vote_count: movie.vote_count,
    overview: movie.overview,
    backdrop_path: movie.backdrop_path,
    genre_ids: movie.genres.map((genre) => genre.id),
  };
}

function movieMeta(movie: MovieDetail): MetaItem[] {
  const items: MetaItem[] = [];
  const year = yearOf(movie.release_date);
  if (year) items.push({ key: 'year', icon: <IconCalendar size={16} />, text: year });
  if (movie.runtime > 0) {
    items.push({
      key: 'runtime',
      icon: <IconClock size={16} />,
      text: CatalogMessages.runtimeMinutes(movie.runtime),
    });
  }
  if (movie.vote_count > 0) {
    items.push({
      key: 'rating',
      icon: <IconStarFilled size={16} />,
      text: `${formatVote(movie.vote_average)} ${CatalogMessages.ratingOutOfTen}`,
    });
  }
  return items;
}

interface MovieDetailViewProps extends Pick<MovieDetailPageProps, 'wordSummary'> {
  movie: MovieDetail;
}

function MovieDetailView({ movie, wordSummary }: MovieDetailViewProps) {
  return (
    <DetailShell
      backdrop={{ kind: 'backdrop', path: movie.backdrop_path }}
      back={{ to: AppRoutes.home, label: CatalogMessages.backToMovies }}
      header={
        <div className={classes.header}>
          <CatalogImage
            kind="poster"
            path={movie.poster_path}
            alt={movie.title}
            variant="large"
            // The poster's column in movie-detail.module.css: 104, 200 and 240 pixels wide.
            sizes="(min-width: 62em) 240px, (min-width: 48em) 200px, 104px"
            lazy={false}
            className={classes.poster}
          />
          <div className={classes.heading}>
            <DetailTitle>{movie.title}</DetailTitle>
            <DetailTagline tagline={movie.tagline} />
            <DetailMeta items={movieMeta(movie)} />
          </div>
          <div className={classes.actions}>
            <MediaActionBar
              links={{
                sort: AppRoutes.vocabularySort(AppRoutes.movie(movie.id)),
                allWords: AppRoutes.movieLevel(movie.id, 'all'),
                quiz: AppRoutes.movieTraining(movie.id),
              }}
              studyPages={{
                watch: AppRoutes.movieWatch(movie.id),
                studyWords: AppRoutes.movieStudy(movie.id, 'study-words'),
                vocabularyReview: AppRoutes.movieStudy(movie.id, 'vocabulary-review'),
                contextLearning: AppRoutes.movieStudy(movie.id, 'context-learning'),
              }}
              library={{
                item: { media_type: 'movie', content_id: movie.id },
                label: CatalogMessages.addMovieToLibrary,
                addedMessage: CatalogMessages.movieAdded,
              }}
            />
          </div>
        </div>
      }
    >
      <DetailAccordion defaultOpen={[wordSummaryItemValue]}>
        {wordSummary?.(movie, wordSummaryItemValue)}
        <DetailAccordionItem
          value="movieDetails"
          label={CatalogMessages.movieDetails}
          icon={<IconInfoCircle size={20} />}
        >
          <MovieDetailsPanel movie={movie} />
        </DetailAccordionItem>
      </DetailAccordion>
    </DetailShell>
  );
}
