import { type LibraryAdd, type LibraryItem, LibraryItemSchema } from '@cinevocab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/library: adds a movie or an episode to the user's library; adding twice is harmless. */
export function addToLibrary(item: LibraryAdd): Promise<LibraryItem> {
  return apiRequest('/api/library', { method: 'POST', body: item, schema: LibraryItemSchema });
}

export const libraryQueryKey = ['library'] as const;

export function useAddToLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToLibrary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryQueryKey }),
  });
}
