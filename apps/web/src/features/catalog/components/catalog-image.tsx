import type { ImageKind } from '@cinevocab/core';
import { AspectRatio, Center, Image, Stack, Text } from '@mantine/core';
import { IconMovie, IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { type ImageVariant, useImageSrcSet, useImageUrl } from '../hooks/use-image-url';
import classes from './catalog-image.module.css';

const ratioOf: Readonly<Record<ImageKind, number>> = {
  poster: 2 / 3,
  backdrop: 16 / 9,
  still: 16 / 9,
  logo: 3 / 1,
};

export interface CatalogImageProps {
  kind: ImageKind;
  path: string | null | undefined;
  /** What the picture shows; also written on the placeholder when there is no picture. */
  alt: string;
  variant?: ImageVariant;
  /**
   * The picture's width on the page, as an `<img sizes>` gives it (`100vw`, or widths by media
   * query): given, the browser chooses among every tier the one sharp enough on its screen, in
   * place of `variant`'s.
   */
  sizes?: string;
  /**
   * Whether the browser may wait until the picture is near the viewport. A picture that may not
   * is one at the top of the page: it is fetched ahead of other pictures, and painted with the
   * page's first frame when it has arrived by then.
   */
  lazy?: boolean;
  /**
   * A picture beside the words it shows (a card that writes the title under its poster): hidden
   * from screen readers, so that the title is not read twice nor counted in the card's name.
   */
  decorative?: boolean;
  className?: string;
}

/**
 * A poster, backdrop, still or logo from the catalog's image host, at its natural aspect ratio.
 * With no path, or when the picture fails to load, a calm placeholder with the title takes its
 * place instead of a broken-image icon.
 */
export function CatalogImage({
  kind,
  path,
  alt,
  variant = 'medium',
  sizes,
  lazy = true,
  decorative = false,
  className,
}: CatalogImageProps) {
  const urlOf = useImageUrl();
  const srcSetOf = useImageSrcSet();
  const url = urlOf(kind, path, variant);
  // Only for a picture whose width on the page is given: without it, a browser takes the picture
  // to be as wide as the screen.
  const srcSet = sizes === undefined ? null : srcSetOf(kind, path);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showPicture = url !== null && failedUrl !== url;

  return (
    <AspectRatio ratio={ratioOf[kind]} className={className}>
      {showPicture ? (
        <Image
          src={url}
          {...(srcSet !== null ? { srcSet, sizes } : {})}
          alt={decorative ? '' : alt}
          loading={lazy ? 'lazy' : 'eager'}
          // A picture decoded apart from the page is painted a frame or more after the page's text.
          decoding={lazy ? 'async' : 'auto'}
          fetchPriority={lazy ? 'auto' : 'high'}
          fit="cover"
          onError={() => setFailedUrl(url)}
        />
      ) : (
        <Center
          className={classes.placeholder}
          {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt })}
        >
          <Stack align="center" gap={6} p="xs">
            {kind === 'still' || kind === 'backdrop' ? (
              <IconPhotoOff size={28} aria-hidden />
            ) : (
              <IconMovie size={28} aria-hidden />
            )}
            {kind !== 'logo' && (
              <Text size="xs" ta="center" lineClamp={3} className={classes.placeholderText} aria-hidden>
                {alt}
              </Text>
            )}
          </Stack>
        </Center>
      )}
    </AspectRatio>
  );
}
