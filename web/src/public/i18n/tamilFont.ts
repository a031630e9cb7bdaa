/**
 * The Tamil web font (Noto Sans Tamil, its Tamil-only subset, regular and bold): a page uses it only
 * when this device already holds its files, so a first visit never waits for it and no page ever
 * swaps fonts under the reader.
 *
 * - A Tamil page's head runs `tamilFontScript()`: when the device keeps this build's font key, it marks
 *   `<html>` with `tamil-font` before the first layout, and tamilFont.css gives Tamil pages the family.
 *   Without the mark, the page reads in the phone's own Tamil font (Android and iOS ship one).
 * - Once a Tamil page has started, `keepTamilFont()` fetches the files into the HTTP cache (hashed
 *   assets, kept for a year) and stores the key, so every later page load uses the font at once.
 *
 * Measured on `npm run lighthouse` (10 mobile runs of /ta/, no Tamil font on the machine): with the
 * files preloaded on every Tamil page, 5 of 10 runs drew nothing until the app started (FCP 1.3-2.4 s
 * unthrottled, 1.9-2.1 s simulated; `font-display: swap`: 3 of 10); without them, none did.
 */
import tamilRegular from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2?url';
import tamilBold from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2?url';

const FILES = [tamilRegular, tamilBold];
/** localStorage: which font files this device holds (their hashed names, so a new build's font is fetched again). */
const STORAGE_KEY = 'tamilFont';
const FONT_KEY = FILES.join(' ');
/** The class on <html> that gives Tamil pages the web font (tamilFont.css). */
const TAMIL_FONT_CLASS = 'tamil-font';

/** The inline script, for a Tamil page's head, that marks the document when the device holds the font. */
export function tamilFontScript(): string {
  const key = JSON.stringify(FONT_KEY).replace(/</g, '\\u003c');
  return `<script>try{if(localStorage.getItem(${JSON.stringify(STORAGE_KEY)})===${key})document.documentElement.classList.add(${JSON.stringify(TAMIL_FONT_CLASS)})}catch(e){}</script>`;
}

/** Fetches the font files into the browser's cache, once per build, for the next Tamil pages. */
export async function keepTamilFont(): Promise<void> {
  try {
    if (localStorage.getItem(STORAGE_KEY) === FONT_KEY) return;
    const answers = await Promise.all(FILES.map((file) => fetch(file)));
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));
    if (answers.every((answer) => answer.ok)) localStorage.setItem(STORAGE_KEY, FONT_KEY);
  } catch {
    // No storage or no network: the page keeps the device's Tamil font.
  }
}
