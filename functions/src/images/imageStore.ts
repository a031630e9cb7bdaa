/** Where image files live: a local folder (offline default) or Cloud Storage. Keys look like `products/ab12-1024.webp`. */
export interface StoredImage {
  data: Buffer;
  contentType: string;
}

export interface ImageStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredImage | null>;
  has(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** A safe store key from URL path segments (`folder/file`), or null (no traversal, no odd characters). */
export function safeKey(segments: string[]): string | null {
  if (segments.length < 1 || segments.length > 4) return null;
  for (const segment of segments) {
    if (!SEGMENT.test(segment) || segment.includes('..')) return null;
  }
  return segments.join('/');
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

export function contentTypeFor(key: string): string {
  const ext = key.split('.').pop()?.toLowerCase() ?? '';
  return TYPES[ext] ?? 'application/octet-stream';
}

/** `/uploads/products/x.webp` → `products/x.webp` (null when it is not one of ours). */
export function keyFromSrc(src: string | null | undefined): string | null {
  if (!src || typeof src !== 'string') return null;
  const match = /^\/(?:api\/)?uploads\/(.+)$/.exec(src);
  if (!match) return null;
  return safeKey(match[1].split('/'));
}
