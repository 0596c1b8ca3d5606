import { CatalogMessages, type Episode } from '@cinevocab/core';
import { Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { CatalogImage } from '../catalog-image';
import classes from './episode-card.module.css';

export interface EpisodeCardProps {
  episode: Episode;
  to: string;
}

/**
 * One episode of a season: still, 'N. Name', overview and runtime. The whole card is
 * one link, named by its title alone so a screen reader does not read the overview as its name.
 */
export function EpisodeCard({ episode, to }: EpisodeCardProps) {
  const titleId = useId();
  const heading = CatalogMessages.episodeNumberName(episode.episode_number, episode.name);
  return (
    <Link to={to} className={classes.card} aria-labelledby={titleId}>
      <div className={classes.still}>
        <CatalogImage kind="still" path={episode.still_path} alt={episode.name} variant="small" />
      </div>
      <div className={classes.text}>
        <Text id={titleId} component="h3" className={classes.title} lineClamp={2}>
          {heading}
        </Text>
        <Text className={classes.overview} lineClamp={3}>
          {episode.overview.trim() || CatalogMessages.noEpisodeDescription}
        </Text>
        {episode.runtime > 0 && (
          <Text component="span" className={classes.runtime}>
            <IconClock size={14} aria-hidden />
            {CatalogMessages.runtimeMinutes(episode.runtime)}
          </Text>
        )}
      </div>
    </Link>
  );
}
