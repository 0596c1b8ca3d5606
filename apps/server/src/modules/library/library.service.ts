import type { LibraryAdd, LibraryItem } from '@cinevocab/core';
import { AppError } from '../../http/app-error.js';
import type { CatalogProvider } from '../../providers/catalog/catalog-provider.js';
import { fromCatalog } from '../catalog/index.js';
import type { LibraryRepository } from './library.repository.js';

/** The learner's library: titles of the catalog they keep. */
export function createLibraryService(catalog: CatalogProvider, library: LibraryRepository) {
  return {
    list(userId: string): Promise<LibraryItem[]> {
      return library.list(userId);
    },

    /** Adds a title once; only titles that exist can be added: the catalog answers 404 otherwise. */
    async add(userId: string, item: LibraryAdd): Promise<{ item: LibraryItem; created: boolean }> {
      if (item.media_type === 'movie') {
        await fromCatalog(() => catalog.movie(item.content_id));
      } else {
        const episode = await fromCatalog(() =>
          catalog.episode(item.tv_id, item.season_number, item.episode_number),
        );
        if (episode.id !== item.content_id) {
          throw new AppError('VALIDATION_ERROR', 'content_id is not the id of that episode');
        }
      }
      return library.add(userId, item);
    },
  };
}
export type LibraryService = ReturnType<typeof createLibraryService>;
