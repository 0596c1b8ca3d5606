import type { ImageKind } from '@cinevocab/core';
import { AspectRatio, Center, Image, Stack, Text } from '@mantine/core';
import { IconMovie, IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { type ImageVariant, useImageUrl } from '../hooks/use-image-url';
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
  /** Whether the browser may wait until the picture is near the viewport. */
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
  lazy = true,
  decorative = false,
  className,
}: CatalogImageProps) {
  const urlOf = useImageUrl();
  const url = urlOf(kind, path, variant);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showPicture = url !== null && failedUrl !== url;

  return (
    <AspectRatio ratio={ratioOf[kind]} className={className}>
      {showPicture ? (
        <Image
          src={url}
          alt={decorative ? '' : alt}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
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
