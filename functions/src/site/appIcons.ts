/**
 * The installed app's icons, made from the owner's logo: 192 and 512 px squares (the logo whole, on
 * transparency) and a maskable 512 px one (the logo inside the safe zone, on the theme's background,
 * so a launcher may cut any shape out of it), the manifest's; and the 180 px one an iPhone's Add to
 * Home Screen takes from the page's apple-touch-icon link (opaque, on the theme's background: iOS
 * shows transparency black, and rounds the corners itself). Their address carries the logo's version (a hash of its
 * file name, new with every upload), so an icon can be cached for good and a new logo is new icons:
 * the manifest names the current ones. Made on the first request and kept for the instance's life.
 * Without a logo the manifest names the static icons of web/public.
 */
import { createHash } from 'node:crypto';
import type { ImageInfo } from '@catalogue/domain';
import { keyFromSrc } from '../images/imageStore';
import { imageStore } from '../images';

const MANIFEST_ICON_FILES = ['icon-192.png', 'icon-512.png', 'maskable-512.png'] as const;
const APPLE_TOUCH_ICON = 'apple-touch-icon.png';
export const APP_ICON_FILES = [...MANIFEST_ICON_FILES, APPLE_TOUCH_ICON] as const;
export type AppIconFile = (typeof APP_ICON_FILES)[number];

/** The theme's colours (web/src/theme/tokens.css: --green-900 and --cream-100): the installed app's bars and splash screen. */
export const THEME_COLOR = '#163526';
export const BACKGROUND_COLOR = '#faf5e9';

/**
 * The share of an icon's width the logo takes on a background: in a maskable icon, the safe zone is
 * the centred circle of 80% of the width, and a square inside it 0.8 / √2 of the width; iOS only
 * rounds the corners, so its icon leaves a margin of a tenth each side.
 */
const LOGO_SHARE: Partial<Record<AppIconFile, number>> = { 'maskable-512.png': 0.56, [APPLE_TOUCH_ICON]: 0.8 };

const ICON_SIZES: Record<AppIconFile, number> = { 'icon-192.png': 192, 'icon-512.png': 512, 'maskable-512.png': 512, [APPLE_TOUCH_ICON]: 180 };

/** The version of the logo's icons: part of their address. */
export const logoVersion = (logo: ImageInfo) => createHash('sha256').update(logo.src).digest('base64url').slice(0, 16);

export const appIconPath = (logo: ImageInfo, file: AppIconFile) => `/app-icons/${logoVersion(logo)}/${file}`;

/** The icons the manifest lists: made from the logo when there is one, else the static ones. */
export function manifestIcons(logo: ImageInfo | null) {
  const icon = (src: string, size: number, purpose: 'any' | 'maskable') => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose });
  if (!logo) {
    return [icon('/icon-192.png', 192, 'any'), icon('/icon-512.png', 512, 'any'), icon('/icon-maskable-512.png', 512, 'maskable')];
  }
  return MANIFEST_ICON_FILES.map((file) => icon(appIconPath(logo, file), ICON_SIZES[file], file.startsWith('maskable') ? 'maskable' : 'any'));
}

/** The icon an iPhone puts on its home screen: made from the logo when there is one, else the static one. */
export const appleTouchIconPath = (logo: ImageInfo | null) => (logo ? appIconPath(logo, APPLE_TOUCH_ICON) : `/${APPLE_TOUCH_ICON}`);

/** The logo's largest rendition (the upload pipeline's WebP), or null when its file is gone. */
async function logoPixels(logo: ImageInfo): Promise<Buffer | null> {
  const key = keyFromSrc(logo.src);
  return key ? ((await imageStore().get(key))?.data ?? null) : null;
}

async function drawIcon(source: Buffer, file: AppIconFile): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const size = ICON_SIZES[file];
  const share = LOGO_SHARE[file];
  if (!share) return sharp(source).resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
  const inner = Math.round(size * share);
  const logo = await sharp(source).resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND_COLOR } })
    .composite([{ input: logo, gravity: 'centre' }])
    .removeAlpha()
    .png()
    .toBuffer();
}

/** Icons made on this instance, by logo version and file: a logo's four at most, the last logo's only. */
let made: { version: string; icons: Map<AppIconFile, Promise<Buffer | null>> } | null = null;

/** The icon `file` of the current logo when `version` is its version; null for any other version, or without a logo. */
export function appIcon(logo: ImageInfo | null, version: string, file: AppIconFile): Promise<Buffer | null> {
  if (!logo || version !== logoVersion(logo)) return Promise.resolve(null);
  if (made?.version !== version) made = { version, icons: new Map() };
  let icon = made.icons.get(file);
  if (!icon) {
    const icons = made.icons;
    icon = logoPixels(logo).then((pixels) => (pixels ? drawIcon(pixels, file) : null));
    // A failure is not kept: the next request tries again.
    icon.catch(() => icons.delete(file));
    icons.set(file, icon);
  }
  return icon;
}
