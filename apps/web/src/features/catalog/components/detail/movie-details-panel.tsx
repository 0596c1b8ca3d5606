import { CatalogMessages, type MovieDetail } from '@cinevocab/core';
import { Text } from '@mantine/core';
import { IconCalendar, IconClock, IconStar } from '@tabler/icons-react';
import { CompanyList, Fact, FactList, GenreBadges, RatingValue } from './fact-list';
import { formatDate } from './format';

/** The 'Movie Details' accordion item. */
export function MovieDetailsPanel({ movie }: { movie: MovieDetail }) {
  return (
    <FactList>
      <Fact label={CatalogMessages.rating} icon={<IconStar size={14} />}>
        <RatingValue average={movie.vote_average} count={movie.vote_count} />
      </Fact>
      <Fact label={CatalogMessages.releaseDate} icon={<IconCalendar size={14} />}>
        {formatDate(movie.release_date)}
      </Fact>
      <Fact label={CatalogMessages.runtime} icon={<IconClock size={14} />}>
        {movie.runtime > 0 ? CatalogMessages.runtimeMinutes(movie.runtime) : CatalogMessages.unknown}
      </Fact>
      <Fact label={CatalogMessages.genres} wide>
        <GenreBadges genres={movie.genres} />
      </Fact>
      <Fact label={CatalogMessages.overview} wide>
        <Text maw="75ch">{movie.overview.trim() || CatalogMessages.noOverview}</Text>
      </Fact>
      <Fact label={CatalogMessages.productionCompanies} wide>
        <CompanyList companies={movie.production_companies} />
      </Fact>
    </FactList>
  );
}
