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

/**
 * Every tier of a picture with a known width, as an `<img srcset>` lists them ("…/w780/x.jpg 780w,
 * …"), so that a browser told the picture's width on the page (`sizes`) fetches the smallest one
 * sharp on its screen: a phone's backdrop at w780 rather than TMDB's original, which can be 3840
 * pixels wide. Null when there is no image.
 */
export function imageSrcSet(
  imageBaseUrl: string,
  kind: ImageKind,
  path: string | null | undefined,
): string | null {
  if (!path) return null;
  const tiers: readonly string[] = ImageSizes[kind];
  return tiers
    .filter((tier) => tier !== 'original')
    .map((tier) => `${imageUrl(imageBaseUrl, path, tier)} ${tier.slice(1)}w`)
    .join(', ');
}
