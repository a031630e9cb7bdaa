/** How a product's photos are stored: the list (`images`), and the cover as `image`/`imageInfo` (the spec's fields). */
import { createHash } from 'node:crypto';
import type { ImageInfo, ProductPhoto } from '@catalogue/domain';

export interface PhotoFields {
  images: ProductPhoto[];
  image: string;
  imageInfo: ImageInfo | null;
}

export const photoFields = (photos: ProductPhoto[]): PhotoFields => {
  const cover = photos[0];
  if (!cover) return { images: [], image: '', imageInfo: null };
  const { src, variants: renditions, width, height, social } = cover;
  return { images: photos, image: src, imageInfo: { src, variants: renditions, width, height, social } };
};

/** The id of a photo stored without one: the hash its file names start with, else one made from its address. */
function idFromSrc(src: string): string {
  const hashed = /\/([a-f0-9]{24})-\d+\.webp$/.exec(src);
  return hashed ? hashed[1] : createHash('sha256').update(src).digest('hex').slice(0, 24);
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const size = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);
const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

function readPhoto(stored: Record<string, unknown>): ProductPhoto {
  const src = text(stored.src);
  const renditions = Array.isArray(stored.variants) ? stored.variants.filter(isRecord).map((r) => ({ width: size(r.width), src: text(r.src) })).filter((r) => r.src) : [];
  return { _id: text(stored._id) || idFromSrc(src), src, variants: renditions, width: size(stored.width), height: size(stored.height), social: text(stored.social) || null };
}

/** A stored product's photos, read tolerantly: one stored before photos were a list has its one image as the cover. */
export function readPhotos(doc: Record<string, unknown>): ProductPhoto[] {
  if (Array.isArray(doc.images)) return doc.images.filter(isRecord).map(readPhoto).filter((photo) => photo.src);
  if (isRecord(doc.imageInfo) && text(doc.imageInfo.src)) return [readPhoto(doc.imageInfo)];
  const image = text(doc.image);
  return image ? [readPhoto({ src: image })] : [];
}

