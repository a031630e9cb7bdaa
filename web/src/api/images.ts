/** URLs for images served by the API host, with responsive renditions. */
import type { ImageInfo } from '@catalogue/domain';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

export function imageUrl(path: string | null | undefined): string {
  if (!path) return PLACEHOLDER_IMAGE;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return path.startsWith('/') ? path : `/${path}`;
}

/** `srcset` for an image's renditions, or undefined when it has none. */
export function imageSrcSet(info: ImageInfo | null | undefined): string | undefined {
  if (!info?.variants?.length) return undefined;
  return info.variants.map((rendition) => `${imageUrl(rendition.src)} ${rendition.width}w`).join(', ');
}
