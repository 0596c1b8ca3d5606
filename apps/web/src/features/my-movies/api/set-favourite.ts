import { type FavouriteUpdate, type LibraryItem, LibraryItemSchema, type UserMovie } from '@cinevocab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QueryKeys } from '@/lib/query-keys';

/** PUT /api/data/user/movies/favourite: kept on the server, so every device shows it. */
export function setFavourite(update: FavouriteUpdate): Promise<LibraryItem> {
  return apiRequest('/api/data/user/movies/favourite', {
    method: 'PUT',
    body: update,
    schema: LibraryItemSchema,
  });
}

/** The star flips at once; a failure puts it back. */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavourite,
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: QueryKeys.userMovies });
      const flip = (movies: UserMovie[] | undefined, favourite: boolean) =>
        movies?.map((movie) =>
          movie.movie_id === update.content_id && movie.media_type === update.media_type
            ? { ...movie, favourite }
            : movie,
        );
      queryClient.setQueriesData<UserMovie[]>({ queryKey: QueryKeys.userMovies }, (movies) =>
        flip(movies, update.favourite),
      );
      return {
        undo: () =>
          queryClient.setQueriesData<UserMovie[]>({ queryKey: QueryKeys.userMovies }, (movies) =>
            flip(movies, !update.favourite),
          ),
      };
    },
    onError: (_error, _update, context) => context?.undo(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: QueryKeys.userMovies }),
  });
}
