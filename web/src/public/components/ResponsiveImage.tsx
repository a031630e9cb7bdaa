import { useState, type CSSProperties } from 'react';
import type { ImageInfo } from '@catalogue/domain';
import { imageSrcSet, imageUrl, PLACEHOLDER_IMAGE } from '../../api/images';

export interface ResponsiveImageProps {
  src: string | null | undefined;
  info?: ImageInfo | null;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Intrinsic ratio used for width/height when the image has no imageInfo (default 4:3). */
  ratio?: [number, number];
  /** The LCP image: loaded eagerly with high priority. Otherwise lazy. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * An API image with its responsive renditions (srcset/sizes), explicit width and height so
 * nothing shifts while it loads, lazy loading below the fold, and a graceful fallback to the
 * placeholder when the file is missing or broken.
 */
export function ResponsiveImage({ src, info, alt, sizes, ratio = [4, 3], priority = false, className, style }: ResponsiveImageProps) {
  const [failed, setFailed] = useState(false);
  const usable = !failed && (src || info?.src);
  const width = info?.width && info.height ? info.width : ratio[0] * 200;
  const height = info?.width && info.height ? info.height : ratio[1] * 200;
  return (
    <img
      className={className}
      style={style}
      src={usable ? imageUrl(src || info?.src) : PLACEHOLDER_IMAGE}
      srcSet={usable ? imageSrcSet(info) : undefined}
      sizes={usable && info?.variants?.length ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      // React 19 passes fetchPriority through as the fetchpriority attribute.
      fetchPriority={priority ? 'high' : 'auto'}
      onError={failed ? undefined : () => setFailed(true)}
    />
  );
}
