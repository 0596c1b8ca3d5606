import { CatalogMessages, type TvShow } from '@cinevocab/core';
import { Text } from '@mantine/core';
import { IconCalendar, IconClock, IconStar } from '@tabler/icons-react';
import { CompanyList, Fact, FactList, GenreBadges, RatingValue } from './fact-list';
import { formatDate } from './format';

/** The 'TV Show Details' accordion item. */
export function TvShowDetailsPanel({ show }: { show: TvShow }) {
  return (
    <FactList>
      <Fact label={CatalogMessages.rating} icon={<IconStar size={14} />}>
        <RatingValue average={show.vote_average} count={show.vote_count} />
      </Fact>
      <Fact label={CatalogMessages.firstAirDate} icon={<IconCalendar size={14} />}>
        {formatDate(show.first_air_date)}
      </Fact>
      <Fact label={CatalogMessages.runtime} icon={<IconClock size={14} />}>
        {show.runtime > 0 ? CatalogMessages.runtimeMinutes(show.runtime) : CatalogMessages.unknown}
      </Fact>
      <Fact label={CatalogMessages.genres} wide>
        <GenreBadges genres={show.genres} />
      </Fact>
      <Fact label={CatalogMessages.overview} wide>
        <Text maw="75ch">{show.overview.trim() || CatalogMessages.noOverview}</Text>
      </Fact>
      {show.production_companies.length > 0 && (
        <Fact label={CatalogMessages.productionCompanies} wide>
          <CompanyList companies={show.production_companies} />
        </Fact>
      )}
    </FactList>
  );
}
