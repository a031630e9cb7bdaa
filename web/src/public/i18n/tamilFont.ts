/**
 * The Tamil web font (Noto Sans Tamil, its Tamil-only subset): the files a Tamil page preloads, the
 * regular and bold weights, so both can arrive by the first paint (`font-display: optional` uses a
 * weight only then). Its @font-face rules are in tamilFont.css; only Tamil pages use the family, so
 * English pages never fetch it.
 */
import tamilRegular from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2?url';
import tamilBold from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2?url';

export const TAMIL_FONT_PRELOADS = [tamilRegular, tamilBold];
