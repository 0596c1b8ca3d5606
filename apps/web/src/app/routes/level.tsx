import type { Level } from '@cinevocab/core';
import { useParams } from 'react-router';
import { usePreferences } from '@/features/preferences/hooks/use-preferences';
import { VocabularyTablePage } from '@/features/vocabulary-table/components/vocabulary-table-page';
import { parseLevelParam } from '@/title-words';
import { NotFoundRoute } from './not-found';
import { EpisodeInPath, MovieInPath, SeasonInPath, type TitleInPath } from './title-in-path';

/** /movie/{id}/level/{level}: the movie's words at a level ('all' or 1 to 6). */
export function MovieLevelRoute() {
  const level = parseLevelParam(useParams().level);
  if (level === null) return <NotFoundRoute />;
  return (
    <MovieInPath badPath={<NotFoundRoute />}>
      {(title) => <LevelPage title={title} level={level} />}
    </MovieInPath>
  );
}

/**
 * /episode/{episodeId}/level/{level}?tv=&season=&episode=: the episode's words at a level. The
 * summary's links carry the episode's place in the show.
 */
export function EpisodeLevelRoute() {
  const level = parseLevelParam(useParams().level);
  if (level === null) return <NotFoundRoute />;
  return (
    <EpisodeInPath badPath={<NotFoundRoute />}>
      {(title) => <LevelPage title={title} level={level} />}
    </EpisodeInPath>
  );
}

/** /tv/{tvId}/season/{n}/level/{level}: a season's words together at a level. */
export function SeasonLevelRoute() {
  const level = parseLevelParam(useParams().level);
  if (level === null) return <NotFoundRoute />;
  return (
    <SeasonInPath badPath={<NotFoundRoute />}>
      {(title) => <LevelPage title={title} level={level} />}
    </SeasonInPath>
  );
}

function LevelPage({ title, level }: { title: TitleInPath; level: Level | 'all' }) {
  const { learning, native } = usePreferences();
  return (
    <VocabularyTablePage
      // A new learning language is a new table.
      key={learning}
      {...title}
      kind={title.title.mediaType}
      level={level}
      learning={learning}
      native={native}
    />
  );
}
