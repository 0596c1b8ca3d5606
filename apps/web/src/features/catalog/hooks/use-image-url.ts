import { type ImageKind, imageSrcSet, imageUrl, ImageVariants } from '@cinevocab/core';
import { useCallback } from 'react';
import { usePublicConfig } from '@/lib/public-config';

export type ImageVariant = 'small' | 'medium' | 'large';

/**
 * Turns a catalog image path into a URL on the server's image host (TMDB's, or the demo
 * catalog's own), in the interface's small / medium / large tiers. Null when there is no image
 * or the configuration has not arrived yet: callers show their placeholder.
 */
export function useImageUrl() {
  const base = useImageHost();
  return useCallback(
    (kind: ImageKind, path: string | null | undefined, variant: ImageVariant = 'medium') =>
      base === undefined ? null : imageUrl(base, path, ImageVariants[kind][variant]),
    [base],
  );
}

/** The same host's `srcset` of a picture, every tier with a known width (null as above). */
export function useImageSrcSet() {
  const base = useImageHost();
  return useCallback(
    (kind: ImageKind, path: string | null | undefined) =>
      base === undefined ? null : imageSrcSet(base, kind, path),
    [base],
  );
}

function useImageHost(): string | undefined {
  return usePublicConfig().data?.catalog.imageBaseUrl;
}
