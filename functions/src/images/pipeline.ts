/**
 * Upload pipeline: check the type by content (magic bytes), enforce 5 MB and MAX_IMAGE_PIXELS,
 * re-encode with sharp to WebP renditions 320/640/1024/1600 px wide (never upscaled; metadata
 * is dropped because sharp writes none unless asked) and a 1200 × 630 JPEG for link previews
 * (cropped to cover, the size Open Graph asks for), store them under content-hashed names, and
 * remove them again when replaced or deleted.
 *
 * Memory: the pixel count comes from the image's header before anything is decoded; the image is
 * decoded once, straight to the largest rendition's size (JPEG and WebP shrink while decoding), and
 * the smaller renditions are made from that; at most IMAGE_SLOTS images are decoded at once per
 * instance. Peak: about 150 MB process RSS for the largest accepted JPEG with the 1600 px and social renditions
 * (scripts/bench/image-memory.ts: 147 MB measured).
 */
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_WIDTHS,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_RENDITION_HEIGHT,
  SOCIAL_IMAGE_SIZE,
  imageTooManyPixelsMessage,
  type ImageInfo,
} from '@catalogue/domain';
import { HttpError } from '../http/errors';
import type { UploadedFile } from '../http/multipart';
import { imageStore } from './index';
import { keyFromSrc } from './imageStore';
import { slots } from './slots';

export type ImageFolder = 'products' | 'categories' | 'gallery' | 'site';
const UNSUPPORTED_IMAGE_MESSAGE = 'Only image files are allowed (JPEG, PNG, WebP, GIF or AVIF).';
const UNREADABLE_IMAGE_MESSAGE = 'The image could not be read. Upload a valid JPEG, PNG, WebP, GIF or AVIF file.';

/**
 * Images decoded at the same time on one instance. At MAX_IMAGE_PIXELS a JPEG, PNG or WebP takes
 * up to about 40 MB to decode and a GIF about 150 MB; an AVIF (libheif decodes it whole) about
 * 450 MB, so an AVIF takes every slot and is decoded alone.
 */
const IMAGE_SLOTS = 2;
const inImageSlot = slots(IMAGE_SLOTS);
const slotsFor = (format: string | undefined) => (format === 'heif' ? IMAGE_SLOTS : 1);
const LARGEST_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

/** The image type from the first bytes, or null when it is none we accept. */
function sniffImageType(bytes: Buffer): string | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (bytes.length >= 12 && bytes.subarray(4, 8).toString('latin1') === 'ftyp') {
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
    const brands = bytes.subarray(8, Math.max(12, boxSize)).toString('latin1');
    if (/avif|avis/.test(brands)) return 'image/avif';
  }
  return null;
}

interface Rendition {
  key: string;
  width: number;
  height: number;
  data: Buffer;
  contentType: string;
}

export interface ProcessedImage {
  /** Unique to the bytes and the entity: the renditions' names start with it. */
  id: string;
  image: string;
  imageInfo: ImageInfo;
  /** The WebP renditions, smallest first, then the social JPEG. */
  renditions: Rendition[];
}

const SOCIAL_SUFFIX = '-social.jpg';

/** Validates and converts an upload; nothing is stored yet. `salt` keeps names distinct per entity. */
export async function processImage(file: UploadedFile, folder: ImageFolder, salt: string): Promise<ProcessedImage> {
  if (file.buffer.length > MAX_IMAGE_BYTES) throw new HttpError(413, IMAGE_TOO_LARGE_MESSAGE);
  if (!file.buffer.length || !sniffImageType(file.buffer)) throw new HttpError(415, UNSUPPORTED_IMAGE_MESSAGE);
  const format = await refuseTooManyPixels(file.buffer);
  const id = hashOf(file.buffer, folder, salt);
  const { widths, social } = await inImageSlot(() => renditionsOf(file.buffer, folder, id), slotsFor(format));
  const largest = widths[widths.length - 1];
  const src = (r: Rendition) => `/uploads/${r.key}`;
  return {
    id,
    image: src(largest),
    imageInfo: {
      src: src(largest),
      width: largest.width,
      height: largest.height,
      variants: widths.map((r) => ({ width: r.width, src: src(r) })),
      social: src(social),
    },
    renditions: [...widths, social],
  };
}

const hashOf = (bytes: Buffer, folder: string, salt: string) => createHash('sha256').update(bytes).update(`\0${folder}\0${salt}`).digest('hex').slice(0, 24);

/**
 * Reads the dimensions from the header only (nothing is decoded) and refuses more than
 * MAX_IMAGE_PIXELS with 400. Returns the decoder's format name (AVIF is 'heif').
 */
async function refuseTooManyPixels(bytes: Buffer): Promise<string> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new HttpError(415, UNREADABLE_IMAGE_MESSAGE);
  }
  const { width, height, format } = metadata;
  if (width * height > MAX_IMAGE_PIXELS) throw new HttpError(400, imageTooManyPixelsMessage(width, height));
  return format;
}

/**
 * Decodes once, applying the EXIF orientation and shrinking to the largest rendition (raw pixels,
 * no metadata survives), then encodes each rendition from those pixels. The widths never upscale:
 * those up to the original's, plus the original width when it is smaller than the largest. The
 * social JPEG is always 1200 × 630 (a small image is enlarged: previews need that size), the
 * centre kept, transparency on white.
 */
async function renditionsOf(bytes: Buffer, folder: ImageFolder, hash: string): Promise<{ widths: Rendition[]; social: Rendition }> {
  try {
    const base = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', autoOrient: true })
      .resize({ width: LARGEST_WIDTH, height: MAX_RENDITION_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = base.info;
    const targets: number[] = IMAGE_WIDTHS.filter((w) => w < width);
    targets.push(width);
    const pixels = () => sharp(base.data, { raw: { width, height, channels } });
    const widths: Rendition[] = [];
    for (const target of targets) {
      const { data, info } = await pixels().resize({ width: target }).webp({ quality: 80, effort: 4 }).toBuffer({ resolveWithObject: true });
      widths.push({ key: `${folder}/${hash}-${info.width}.webp`, width: info.width, height: info.height, data, contentType: 'image/webp' });
    }
    const { data, info } = await pixels()
      .resize({ ...SOCIAL_IMAGE_SIZE, fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const social = { key: `${folder}/${hash}${SOCIAL_SUFFIX}`, width: info.width, height: info.height, data, contentType: 'image/jpeg' };
    return { widths, social };
  } catch {
    throw new HttpError(415, UNREADABLE_IMAGE_MESSAGE);
  }
}

/** Writes the renditions; on failure removes what was written. */
export async function storeImage(processed: ProcessedImage): Promise<void> {
  const store = imageStore();
  try {
    await Promise.all(processed.renditions.map((r) => store.put(r.key, r.data, r.contentType)));
  } catch (error) {
    await deleteImageKeys(processed.renditions.map((r) => r.key));
    throw error;
  }
}

/** Every store key of an entity's image (its renditions, or the single image path). */
export function imageKeys(doc: { image?: unknown; imageInfo?: unknown } | null | undefined): string[] {
  if (!doc) return [];
  const keys = new Set<string>();
  const info = doc.imageInfo as ImageInfo | null | undefined;
  if (info && typeof info === 'object') {
    for (const rendition of Array.isArray(info.variants) ? info.variants : []) {
      const key = keyFromSrc(rendition?.src);
      if (key) keys.add(key);
    }
    for (const src of [info.src, info.social]) {
      const key = keyFromSrc(src);
      if (key) keys.add(key);
    }
  }
  const key = keyFromSrc(typeof doc.image === 'string' ? doc.image : null);
  if (key) {
    keys.add(key);
    // Renditions follow the `<hash>-<width>.webp` naming: remove the siblings too.
    const match = /^(.*)-(\d+)\.webp$/.exec(key);
    if (match) {
      for (const w of IMAGE_WIDTHS) keys.add(`${match[1]}-${w}.webp`);
      keys.add(`${match[1]}${SOCIAL_SUFFIX}`);
    }
  }
  return [...keys];
}

export async function deleteImageKeys(keys: string[], keep: string[] = []): Promise<void> {
  const store = imageStore();
  const kept = new Set(keep);
  await Promise.all(
    keys
      .filter((key) => !kept.has(key))
      .map((key) =>
        store.delete(key).catch((error) => {
          console.warn(`Could not delete image ${key}:`, error);
        }),
      ),
  );
}
