import type { LibraryAdd, LibraryItem } from '@cinevocab/core';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { libraryItem } from '../../db/schema.js';

type Row = typeof libraryItem.$inferSelect;

/** A library row as the API answers it (GET /api/library, PUT /api/data/user/movies/favourite). */
export const libraryItemOf = (row: Row): LibraryItem => ({
  media_type: row.mediaType,
  content_id: row.contentId,
  tv_id: row.tvId,
  season_number: row.seasonNumber,
  episode_number: row.episodeNumber,
  favourite: row.favourite,
  added_at: row.addedAt.toISOString(),
});

export function createLibraryRepository(db: Database) {
  return {
    /** Adds a title once; adding it again returns the entry as it was. */
    async add(userId: string, item: LibraryAdd): Promise<{ item: LibraryItem; created: boolean }> {
      const inserted = await db
        .insert(libraryItem)
        .values({
          userId,
          mediaType: item.media_type,
          contentId: item.content_id,
          ...(item.media_type === 'episode'
            ? { tvId: item.tv_id, seasonNumber: item.season_number, episodeNumber: item.episode_number }
            : {}),
        })
        .onConflictDoNothing()
        .returning();
      if (inserted[0]) return { item: libraryItemOf(inserted[0]), created: true };
      const [existing] = await db
        .select()
        .from(libraryItem)
        .where(
          and(
            eq(libraryItem.userId, userId),
            eq(libraryItem.mediaType, item.media_type),
            eq(libraryItem.contentId, item.content_id),
          ),
        );
      return { item: libraryItemOf(existing!), created: false };
    },

    async list(userId: string): Promise<LibraryItem[]> {
      const rows = await db
        .select()
        .from(libraryItem)
        .where(eq(libraryItem.userId, userId))
        .orderBy(desc(libraryItem.addedAt));
      return rows.map(libraryItemOf);
    },
  };
}
export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
