import { type ImageKind, imageUrl, ImageVariants } from '@cinevocab/core';
import { useCallback } from 'react';
import { usePublicConfig } from '@/lib/public-config';

export type ImageVariant = 'small' | 'medium' | 'large';

/**
 * Turns a catalog image path into a URL on the server's image host (TMDB's, or the demo
 * catalog's own), in the interface's small / medium / large tiers. Null when there is no image
 * or the configuration has not arrived yet: callers show their placeholder.
 */
export function useImageUrl() {
  const { data: config } = usePublicConfig();
  const base = config?.catalog.imageBaseUrl;
  return useCallback(
    (kind: ImageKind, path: string | null | undefined, variant: ImageVariant = 'medium') =>
      base === undefined ? null : imageUrl(base, path, ImageVariants[kind][variant]),
    [base],
  );
}
