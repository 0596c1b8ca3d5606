import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { catalogCache } from '../../db/schema.js';

/** Movie database answers kept in the database, so a slow or failing TMDB does not stop the app. */
export function createCatalogCache(db: Database) {
  return {
    async get<T>(key: string): Promise<{ body: T; fetchedAt: Date } | undefined> {
      const [row] = await db.select().from(catalogCache).where(eq(catalogCache.key, key));
      return row ? { body: row.body as T, fetchedAt: row.fetchedAt } : undefined;
    },
    async put(key: string, body: unknown): Promise<void> {
      await db
        .insert(catalogCache)
        .values({ key, body })
        .onConflictDoUpdate({ target: catalogCache.key, set: { body, fetchedAt: sql`now()` } });
    },
  };
}
export type CatalogCache = ReturnType<typeof createCatalogCache>;
