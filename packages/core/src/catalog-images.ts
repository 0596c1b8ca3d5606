/**
 * The catalog's pictures: the sizes the image host offers and the ones the interface uses, and
 * how an address is made. Without zod, like every module of facts a first page needs (the
 * browser's first pages check nothing with it: apps/web/src/lib/answer-contracts.ts).
 */

/** Image size tiers. */
export const ImageSizes = {
  backdrop: ['w780', 'w1280', 'original'],
  poster: ['w92', 'w154', 'w342', 'w500', 'w780', 'original'],
  still: ['w92', 'w300', 'w780', 'w1280'],
  logo: ['w45', 'w92', 'w154', 'w185', 'w300', 'w500', 'original'],
} as const;
export type ImageKind = keyof typeof ImageSizes;
export const AllImageSizes: readonly string[] = [...new Set(Object.values(ImageSizes).flat())];

/** Small, medium and large variants used by the interface. */
export const ImageVariants = {
  backdrop: { small: 'w780', medium: 'w1280', large: 'original' },
  poster: { small: 'w154', medium: 'w342', large: 'w500' },
  still: { small: 'w300', medium: 'w780', large: 'w1280' },
  logo: { small: 'w92', medium: 'w154', large: 'w300' },
} as const;

/** Joins an image path to the image host with a size tier; null when there is no image. */
export function imageUrl(imageBaseUrl: string, path: string | null | undefined, size: string): string | null {
  if (!path) return null;
  return `${imageBaseUrl.replace(/\/$/, '')}/${size}${path.startsWith('/') ? path : `/${path}`}`;
}
