import { Image } from '@chakra-ui/react';
import type { ImageInfo } from '@catalogue/domain';
import { imageSrcSet, imageUrl, PLACEHOLDER_IMAGE } from '../../api/images';

/**
 * A list row's small square picture; the placeholder when it is missing or fails to load. With the
 * image's renditions (`info`), the browser takes the smallest that fills it (a 320 px one of a few
 * kilobytes, where the full picture was some 20 kB per row on a phone's connection).
 */
export function Thumb({ src, info, alt, size = 48 }: { src?: string | null; info?: ImageInfo | null; alt: string; size?: number }) {
  const srcSet = imageSrcSet(info);
  return (
    <Image
      src={imageUrl(src)}
      srcSet={srcSet}
      sizes={srcSet && `${size}px`}
      alt={alt}
      htmlWidth={size}
      htmlHeight={size}
      w={`${size}px`}
      h={`${size}px`}
      loading="lazy"
      rounded="l2"
      fit="cover"
      bg="bg.muted"
      flex="none"
      onError={(event) => {
        const img = event.currentTarget;
        if (img.src.endsWith(PLACEHOLDER_IMAGE)) return;
        img.removeAttribute('srcset');
        img.src = PLACEHOLDER_IMAGE;
      }}
    />
  );
}
