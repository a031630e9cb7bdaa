/**
 * The Tamil web font (Noto Sans Tamil, its Tamil-only subset, regular and bold), for a device that
 * has no Tamil letters of its own, as empty boxes are no reading. A device with a Tamil font (Android
 * and iOS ship one) reads every Tamil page in it and never fetches the web font: on a repeat visit
 * the cached file came after the first layout and moved the heading (CLS 0.0001 on /ta/, 0.001 on
 * /ta/products, `npm run lighthouse -- --repeat-visit`), and a first visit never waits for it.
 *
 * - A Tamil page's head runs `chooseTamilFont` before the first layout (`tamilFontScript()`), and so
 *   does a move to Tamil in the browser. On a device that draws no Tamil letters (measured once,
 *   then remembered):
 *   - the font's files are fetched at once and swapped in when they come (`tamil-font-swap`, the
 *     family 'Noto Sans Tamil Swap'). A page that loads is not drawn until they have come
 *     (`tamil-font-hold`, at most HOLD_MS): its letters would be empty boxes, and the text would
 *     move when they came (CLS 0.064 on /ta/, 0.013 on /ta/products, `npm run lighthouse -- --no-tamil-font`);
 *   - when the device keeps this build's font key, `<html>` also gets the `tamil-font` mark, and
 *     tamilFont.css gives Tamil pages the font from the cache.
 * - Once a Tamil page has started on such a device, `keepTamilFont()` fetches the files into the
 *   HTTP cache (hashed assets, kept for a year) and stores the key.
 *
 * Measured on `npm run lighthouse` (10 mobile runs of /ta/): with the files preloaded on every Tamil
 * page, 5 of 10 runs drew nothing until the app started (FCP 1.3-2.4 s unthrottled, 1.9-2.1 s
 * simulated; `font-display: swap`: 3 of 10); without them, none did.
 */
import tamilRegular from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2?url';
import tamilBold from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2?url';

const FACES: [weight: string, file: string][] = [
  ['400', tamilRegular],
  ['700', tamilBold],
];
/** localStorage: which font files this device holds (their hashed names, so a new build's font is fetched again). */
const STORAGE_KEY = 'tamilFont';
const FONT_KEY = FACES.map(([, file]) => file).join(' ');
/** localStorage: whether this device draws Tamil letters with a font of its own ('own') or not ('none'). */
const LETTERS_KEY = 'tamilLetters';
/** The class on <html> that gives Tamil pages the web font from the cache (tamilFont.css). */
const CACHED_FONT_CLASS = 'tamil-font';
/** The class on <html> of a device with no Tamil letters, whose pages fetch the font at once. */
const FETCHED_FONT_CLASS = 'tamil-font-swap';
/** The family of the faces fetched at once (tamilFont.css lists it after the device's font). */
const FETCHED_FONT_FAMILY = 'Noto Sans Tamil Swap';
/** The subset's letters, as its @font-face rules in tamilFont.css say (test/public/tamilFont.test.ts keeps them the same). */
const TAMIL_RANGE = 'U+0964-0965, U+0B82-0BFA, U+200C-200D, U+25CC';
/** The class on <html> that keeps a loading page undrawn while its fetched faces come (tamilFont.css). */
const HOLD_CLASS = 'tamil-font-hold';
/** The longest a page is held undrawn for the font: then it is drawn with what it has (a browser's font-display: block period). */
const HOLD_MS = 3000;

/**
 * Marks the document for the Tamil font it can use now. Runs in the head, serialized, so it uses
 * nothing from outside its arguments.
 */
function chooseTamilFont(
  storageKey: string,
  fontKey: string,
  lettersKey: string,
  cachedClass: string,
  fetchedClass: string,
  fetchedFamily: string,
  faces: [string, string][],
  unicodeRange: string,
  hold: { className: string; ms: number } | null,
) {
  const root = document.documentElement;
  let letters: string | null = null;
  let cached = false;
  try {
    cached = localStorage.getItem(storageKey) === fontKey;
    letters = localStorage.getItem(lettersKey);
  } catch {
    // No storage (a private window, say): no cached font to count on, and the letters are measured.
  }
  try {
    if (letters === null) {
      // Without a Tamil font every letter is the same empty box, the wide ஔ as wide as க. Measured
      // once per device (about 13 ms here, before the first paint), then remembered.
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return;
      context.font = '16px sans-serif';
      letters = context.measureText('\u0b94\u0b94').width === context.measureText('\u0b95\u0b95').width ? 'none' : 'own';
      try {
        localStorage.setItem(lettersKey, letters);
      } catch {
        // Measured again on the next page.
      }
    }
    if (letters !== 'none') return;
    if (cached) root.classList.add(cachedClass);
    if (root.classList.contains(fetchedClass)) return;
    // The swapping faces too when the device holds the files: were the cached file late for the
    // first layout (font-display: optional), they still draw the letters.
    const added = faces.map(([weight, file]) => {
      const face = new FontFace(fetchedFamily, `url(${file})`, { weight, display: 'swap', unicodeRange });
      document.fonts.add(face);
      return face;
    });
    root.classList.add(fetchedClass);
    if (!hold) return;
    root.classList.add(hold.className);
    const draw = () => root.classList.remove(hold.className);
    Promise.all(added.map((face) => face.load())).then(draw, draw);
    setTimeout(draw, hold.ms);
  } catch {
    // No canvas or no FontFace: the page keeps the device's Tamil font.
  }
}

const CHOICE_ARGUMENTS = [STORAGE_KEY, FONT_KEY, LETTERS_KEY, CACHED_FONT_CLASS, FETCHED_FONT_CLASS, FETCHED_FONT_FAMILY, FACES, TAMIL_RANGE] as const;

/** The inline script, for a Tamil page's head, that chooses the page's Tamil font before its first layout. */
export function tamilFontScript(): string {
  const choiceArguments = JSON.stringify([...CHOICE_ARGUMENTS, { className: HOLD_CLASS, ms: HOLD_MS }]).replace(/</g, '\\u003c');
  return `<script>(${chooseTamilFont.toString()})(...${choiceArguments})</script>`;
}

/** On a move to Tamil in the browser: the same choice as a Tamil page's head makes (the page is already drawn: nothing is held). */
export const chooseTamilFontNow = () => chooseTamilFont(...CHOICE_ARGUMENTS, null);

/** On a device without Tamil letters: fetches the font files into the browser's cache, once per build, for the next Tamil pages. */
export async function keepTamilFont(): Promise<void> {
  try {
    if (localStorage.getItem(LETTERS_KEY) !== 'none' || localStorage.getItem(STORAGE_KEY) === FONT_KEY) return;
    const answers = await Promise.all(FACES.map(([, file]) => fetch(file)));
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));
    if (answers.every((answer) => answer.ok)) localStorage.setItem(STORAGE_KEY, FONT_KEY);
  } catch {
    // No storage or no network: the page keeps the device's Tamil font.
  }
}
