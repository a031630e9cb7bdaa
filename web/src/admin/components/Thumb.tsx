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
    <img
      src={imageUrl(src)}
      srcSet={srcSet}
      sizes={srcSet && `${size}px`}
      alt={alt}
      width={size}
      height={size}
      style={{ width: size, height: size }}
      loading="lazy"
      className="bo-thumb"
      onError={(event) => {
        const img = event.currentTarget;
        if (img.src.endsWith(PLACEHOLDER_IMAGE)) return;
        img.removeAttribute('srcset');
        img.src = PLACEHOLDER_IMAGE;
      }}
    />
  );
}
