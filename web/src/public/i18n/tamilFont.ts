/**
 * The Tamil web font (Noto Sans Tamil, its Tamil-only subset): the file a Tamil page preloads, the
 * regular weight of its running text (the bold one is fetched when a heading needs it: preloading
 * both slowed the first paint in Lighthouse's mobile runs). Its @font-face rules are in
 * tamilFont.css; only Tamil pages use the family, so English pages never fetch it.
 */
import tamilRegular from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2?url';

export const TAMIL_FONT_PRELOADS = [tamilRegular];
