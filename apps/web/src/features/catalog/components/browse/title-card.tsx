import { AppRoutes, BrowseMessages, type Title } from '@cinevocab/core';
import { Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CatalogImage } from '../catalog-image';
import classes from './title-card.module.css';

export type CardKind = 'movie' | 'tv' | 'episode';

export interface TitleCardProps {
  to: string;
  title: string;
  posterPath: string | null | undefined;
  kind: CardKind;
  /** ISO date, '' or nothing when unknown. */
  releaseDate: string | null | undefined;
  /** Posters of the first row load at once; the rest wait until they are near the viewport. */
  lazy?: boolean;
}

const tagOf: Readonly<Record<CardKind, { label: string; color: string }>> = {
  movie: { label: BrowseMessages.movieTag, color: 'indigo' },
  tv: { label: BrowseMessages.seriesTag, color: 'grape' },
  episode: { label: BrowseMessages.episodeTag, color: 'teal' },
};

/** The year of an ISO date, or 'Unknown'. */
export function releaseYear(date: string | null | undefined): string {
  const year = /^(\d{4})/.exec(date ?? '')?.[1];
  return year ?? BrowseMessages.unknownYear;
}

export function titleCardPropsOf(title: Title): TitleCardProps {
  return {
    to: title.media_type === 'tv' ? AppRoutes.tv(title.id) : AppRoutes.movie(title.id),
    title: title.title,
    posterPath: title.poster_path,
    kind: title.media_type,
    releaseDate: title.release_date,
  };
}

/**
 * One title as a poster card: the whole card is a single link, so a tap anywhere opens it and a
 * keyboard user meets one stop per title.
 */
export function TitleCard({ to, title, posterPath, kind, releaseDate, lazy = true }: TitleCardProps) {
  const tag = tagOf[kind];
  return (
    // Named by what it shows, in reading order: title, tag and year (the poster is decorative, its
    // alt text would only repeat the title). Blocks, so that no reader runs two of them together.
    <Link to={to} className={classes.card}>
      <div className={classes.poster}>
        <CatalogImage
          kind="poster"
          path={posterPath}
          alt={title}
          decorative
          lazy={lazy}
          className={classes.image}
        />
      </div>
      <Text component="div" className={classes.title} lineClamp={2}>
        {title}
      </Text>
      {/* Drawn over the poster's corner, though it comes after the title. */}
      <Badge component="div" size="sm" color={tag.color} className={classes.tag}>
        {tag.label}
      </Badge>
      <Text component="div" className={classes.year}>
        {releaseYear(releaseDate)}
      </Text>
    </Link>
  );
}
