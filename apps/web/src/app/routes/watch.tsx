import { WatchPage } from '@/features/watch/components/watch-page';
import { usePreferences } from '@/features/preferences/hooks/use-preferences';
import { EpisodeInPath, MovieInPath, type TitleInPath } from './title-in-path';

/** /movie/{id}/watch: the movie's transcript and the learner's own video of it. */
export function MovieWatchRoute() {
  return <MovieInPath>{(title) => <Watch {...title} />}</MovieInPath>;
}

/** /episode/{episodeId}/watch?tv=&season=&episode= */
export function EpisodeWatchRoute() {
  return <EpisodeInPath withShowName>{(title) => <Watch {...title} />}</EpisodeInPath>;
}

function Watch({ title, titlePath, titleName }: TitleInPath) {
  const { learning, native } = usePreferences();
  if (title.mediaType === 'season') return null;
  return (
    <WatchPage
      // A new language pair is a new reading of the title's words in that language.
      key={`${learning}-${native}`}
      title={title}
      titlePath={titlePath}
      titleName={titleName}
      learning={learning}
      native={native}
    />
  );
}
