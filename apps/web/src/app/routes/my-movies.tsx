import { useImageUrl } from '@/features/catalog/hooks/use-image-url';
import { MyMoviesPage } from '@/features/my-movies/components/my-movies-page';
import { usePreferences } from '@/features/preferences/hooks/use-preferences';

/** /my-movies: the library with progress, in the current language pair. */
export function MyMoviesRoute() {
  const { learning, native } = usePreferences();
  const image = useImageUrl();
  return (
    <MyMoviesPage learning={learning} native={native} posterUrl={(path) => image('poster', path, 'small')} />
  );
}
