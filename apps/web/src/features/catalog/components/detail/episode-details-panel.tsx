import { CatalogMessages, type Episode, type TvShow } from '@cinevocab/core';
import { Anchor } from '@mantine/core';
import { IconCalendar, IconDeviceTv, IconExternalLink, IconHash, IconStar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Fact, FactList, RatingValue } from './fact-list';
import { formatDate } from './format';

export interface EpisodeDetailsPanelProps {
  episode: Episode;
  show: TvShow;
  /** The show's page, on the episode's season. */
  showPath: string;
}

/** The 'Episode Details' accordion item. */
export function EpisodeDetailsPanel({ episode, show, showPath }: EpisodeDetailsPanelProps) {
  return (
    <FactList>
      <Fact label={CatalogMessages.airDate} icon={<IconCalendar size={14} />}>
        {formatDate(episode.air_date)}
      </Fact>
      <Fact label={CatalogMessages.rating} icon={<IconStar size={14} />}>
        <RatingValue average={episode.vote_average} count={episode.vote_count} />
      </Fact>
      <Fact label={CatalogMessages.episodeId} icon={<IconHash size={14} />}>
        {episode.id}
      </Fact>
      <Fact label={CatalogMessages.show} icon={<IconDeviceTv size={14} />}>
        <Anchor component={Link} to={showPath} fw={600}>
          {show.title}
        </Anchor>
      </Fact>
      {show.imdb_id && (
        <Fact label={CatalogMessages.imdbId} icon={<IconExternalLink size={14} />}>
          <Anchor
            href={`https://www.imdb.com/title/${encodeURIComponent(show.imdb_id)}/`}
            target="_blank"
            rel="noopener noreferrer"
            fw={600}
          >
            {show.imdb_id}
          </Anchor>
        </Fact>
      )}
    </FactList>
  );
}
