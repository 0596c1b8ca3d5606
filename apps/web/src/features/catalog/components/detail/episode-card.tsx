import { CatalogMessages, type Episode } from '@cinevocab/core';
import { Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CatalogImage } from '../catalog-image';
import classes from './episode-card.module.css';

export interface EpisodeCardProps {
  episode: Episode;
  to: string;
}

/**
 * One episode of a season: still, 'N. Name', overview and runtime. The link is the title alone,
 * stretched over the whole card, so a tap anywhere opens the episode while the link's name is
 * exactly the words it shows (not the overview).
 */
export function EpisodeCard({ episode, to }: EpisodeCardProps) {
  const heading = CatalogMessages.episodeNumberName(episode.episode_number, episode.name);
  return (
    <div className={classes.card}>
      <div className={classes.still}>
        <CatalogImage kind="still" path={episode.still_path} alt={episode.name} variant="small" decorative />
      </div>
      <div className={classes.text}>
        <Text component="h3" className={classes.title} lineClamp={2}>
          <Link to={to} className={classes.link}>
            {heading}
          </Link>
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
    </div>
  );
}
