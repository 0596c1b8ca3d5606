import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../env.js';
import type { CatalogProvider } from '../catalog/catalog-provider.js';
import { createDemoSubtitleSource } from './demo-subtitle-source.js';
import { createOpenSubtitlesClient } from './opensubtitles/opensubtitles-client.js';
import { createOpenSubtitlesSource } from './opensubtitles/opensubtitles-source.js';
import type { SubtitleSource } from './subtitle-source.js';
import { createUploadSubtitleSource, type UploadedSubtitleStore } from './upload-subtitle-source.js';

/**
 * The one place that decides where subtitles come from, in the order they are tried: files people
 * uploaded; the demo catalog's own files (only with the demo catalog: its ids are not TMDB's);
 * OpenSubtitles when a key is set (only with TMDB, whose ids it searches by).
 */
export function selectSubtitleSources(
  env: Env,
  catalog: CatalogProvider,
  uploads: UploadedSubtitleStore,
  logger: FastifyBaseLogger,
): SubtitleSource[] {
  const sources: SubtitleSource[] = [createUploadSubtitleSource(uploads)];
  if (catalog.kind === 'demo') sources.push(createDemoSubtitleSource());
  if (env.OPENSUBTITLES_API_KEY && catalog.kind === 'tmdb') {
    sources.push(
      createOpenSubtitlesSource(
        createOpenSubtitlesClient({
          apiKey: env.OPENSUBTITLES_API_KEY,
          baseUrl: env.OPENSUBTITLES_API_BASE_URL,
          ...(env.OPENSUBTITLES_USERNAME && env.OPENSUBTITLES_PASSWORD
            ? { username: env.OPENSUBTITLES_USERNAME, password: env.OPENSUBTITLES_PASSWORD }
            : {}),
          logger,
        }),
      ),
    );
  } else if (env.OPENSUBTITLES_API_KEY) {
    logger.warn(
      'OPENSUBTITLES_API_KEY is set but the catalog is the demo catalog: OpenSubtitles is not used',
    );
  }
  return sources;
}
