/**
 * When and how far a chosen image is shrunk in the browser before upload: the pure decisions,
 * kept apart from the canvas work in downscaleImage.ts.
 */
import { IMAGE_WIDTHS, MAX_IMAGE_BYTES, MAX_RENDITION_HEIGHT } from '@catalogue/domain';

/** The largest rendition the server makes: pixels beyond it are thrown away after upload anyway. */
const LARGEST_RENDITION_WIDTH = Math.max(...IMAGE_WIDTHS);

export interface ImageSize {
  width: number;
  height: number;
}

/** Encoder qualities tried in turn until the result fits the upload limit. */
export const QUALITY_STEPS = [0.9, 0.8, 0.7, 0.6, 0.5] as const;

/** Whether an image must be shrunk or re-encoded before upload: over the byte limit or bigger than the largest rendition. */
export function needsDownscale(size: ImageSize, bytes: number, maxBytes = MAX_IMAGE_BYTES): boolean {
  return bytes > maxBytes || size.width > LARGEST_RENDITION_WIDTH || size.height > MAX_RENDITION_HEIGHT;
}

/** The size that fits inside the largest rendition's box, keeping the aspect ratio; never enlarges. */
export function targetSize({ width, height }: ImageSize): ImageSize {
  const scale = Math.min(1, LARGEST_RENDITION_WIDTH / width, MAX_RENDITION_HEIGHT / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const EXTENSIONS: Record<string, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg' };

/** The chosen file's name with the extension of the format it was re-encoded to ('IMG_1234.HEIC' → 'IMG_1234.jpg'). */
export function renamedFor(name: string, type: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'image';
  return `${base}.${EXTENSIONS[type] ?? type.replace(/^image\//, '')}`;
}

/** A file size as people read it: '12.3 MB', '412 KB' (1 MB = 1024 × 1024 bytes, as the 5MB limit counts). */
function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The note shown under a downscaled image. */
export function resizeNote(before: { bytes: number } & ImageSize, after: { bytes: number } & ImageSize): string {
  return `Resized from ${formatBytes(before.bytes)} to ${formatBytes(after.bytes)} (${before.width} × ${before.height} to ${after.width} × ${after.height} pixels).`;
}
