/**
 * Shrinks a chosen photo in the browser before upload (the way FireCMS does): decoded with
 * createImageBitmap, drawn to the largest rendition's size on a canvas and re-encoded, at lower
 * qualities in turn until it fits the upload limit. Images that need none of this go as they are.
 */
import { MAX_IMAGE_BYTES } from '@catalogue/domain';
import { QUALITY_STEPS, needsDownscale, renamedFor, resizeNote, targetSize, type ImageSize } from './downscalePlan';

export interface PreparedImage {
  file: File;
  /** Set when the image was shrunk: what changed, for the owner. */
  note: string | null;
}

/** WebP keeps transparency; a browser that cannot encode it (its canvas answers PNG instead) gets JPEG on white. */
const FORMATS = [
  { type: 'image/webp', background: null },
  { type: 'image/jpeg', background: '#ffffff' },
] as const;

const toBlob = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

function draw(bitmap: ImageBitmap, size: ImageSize, background: string | null): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  if (background) {
    context.fillStyle = background;
    context.fillRect(0, 0, size.width, size.height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return canvas;
}

/** The smallest-loss encoding that fits maxBytes, or the last one tried; null when the browser cannot encode either format. */
async function encode(bitmap: ImageBitmap, size: ImageSize, maxBytes: number): Promise<Blob | null> {
  for (const format of FORMATS) {
    const canvas = draw(bitmap, size, format.background);
    let blob: Blob | null = null;
    for (const quality of QUALITY_STEPS) {
      blob = await toBlob(canvas, format.type, quality);
      if (!blob || blob.type !== format.type) break;
      if (blob.size <= maxBytes) return blob;
    }
    if (blob?.type === format.type) return blob;
  }
  return null;
}

async function decode(file: File): Promise<ImageBitmap | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
}

/**
 * The file to upload for a chosen image. One the browser cannot decode (HEIC in Chromium, a
 * damaged file) or re-encode goes as it is, for the size check and the server to judge.
 */
export async function prepareImage(file: File, maxBytes = MAX_IMAGE_BYTES): Promise<PreparedImage> {
  const asIs = { file, note: null };
  const bitmap = await decode(file);
  if (!bitmap) return asIs;
  try {
    const original = { width: bitmap.width, height: bitmap.height };
    if (!needsDownscale(original, file.size, maxBytes)) return asIs;
    const size = targetSize(original);
    const blob = await encode(bitmap, size, maxBytes);
    if (!blob) return asIs;
    const resized = new File([blob], renamedFor(file.name, blob.type), { type: blob.type, lastModified: file.lastModified });
    return { file: resized, note: resizeNote({ bytes: file.size, ...original }, { bytes: resized.size, ...size }) };
  } catch {
    return asIs;
  } finally {
    bitmap.close();
  }
}
