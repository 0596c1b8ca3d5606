import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  type CatalogProvider,
  CatalogNotFoundError,
  CatalogUnavailableError,
} from '../../providers/catalog/catalog-provider.js';
import type { SubtitleSource, TitleRef } from '../../providers/subtitles/subtitle-source.js';

/** The title's characters as the catalog gives them; none when it cannot say. */
export async function charactersOfTitle(
  catalog: CatalogProvider,
  title: TitleRef,
  logger: FastifyBaseLogger,
): Promise<string[]> {
  try {
    return title.mediaType === 'movie'
      ? await catalog.movieCharacters(title.contentId)
      : await catalog.episodeCharacters(title.tvId, title.seasonNumber, title.episodeNumber);
  } catch (error) {
    if (!(error instanceof CatalogNotFoundError || error instanceof CatalogUnavailableError)) throw error;
    logger.debug({ err: error, title }, 'no character names for the title');
    return [];
  }
}

/**
 * Cast keys made lately, by the list they name: a title's file is named with its cast on every
 * summary asked, and hashing the list each time was a good part of that look-up's time.
 */
const castKeys = new LRUCache<string, string>({ max: 5_000 });

/** A short stable name for a list of characters, whatever their order. */
export function castKeyOf(characterNames: readonly string[]): string {
  const lines = [...new Set(characterNames)].sort().join('\n');
  let key = castKeys.get(lines);
  if (key === undefined) {
    key = createHash('sha256').update(lines).digest('hex').slice(0, 12);
    castKeys.set(lines, key);
  }
  return key;
}

/**
 * The sources, each file they find carrying the title's characters: the analysis keeps those
 * names out of the vocabulary. A free file's id names the cast too (`…#cast:<key>`), so a stored
 * analysis is looked up by file and cast, and a changed cast is analysed again. A remote file's
 * analysis is looked up by its source alone, so a changed cast never spends another download.
 */
export function withCharacterNames(
  sources: readonly SubtitleSource[],
  catalog: CatalogProvider,
  logger: FastifyBaseLogger,
): SubtitleSource[] {
  return sources.map((source) => ({
    kind: source.kind,
    isRemote: source.isRemote,
    async find(title, language) {
      const found = await source.find(title, language);
      if (!found) return null;
      const characterNames = await charactersOfTitle(catalog, title, logger);
      if (characterNames.length === 0) return found;
      return { ...found, sourceId: `${found.sourceId}#cast:${castKeyOf(characterNames)}`, characterNames };
    },
  }));
}
