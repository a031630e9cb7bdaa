import { Image } from '@chakra-ui/react';
import { imageUrl, PLACEHOLDER_IMAGE } from '../../api/images';

/** A list row's small square picture; the placeholder when it is missing or fails to load. */
export function Thumb({ src, alt, size = 48 }: { src?: string | null; alt: string; size?: number }) {
  return (
    <Image
      src={imageUrl(src)}
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
        if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
      }}
    />
  );
}
