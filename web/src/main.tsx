/**
 * The page's only eager script, kept tiny. A server-rendered public page is complete without
 * JavaScript, so the app (React, the router, the page's code: boot.tsx) is fetched only once the
 * page has loaded and its largest paint is on screen, or at the visitor's first touch or key if
 * that comes sooner. Taps, form submits and typing before it has hydrated are held and replayed
 * then (earlyInput.ts). The back office's shell is empty: it starts at once. A visitor who chose
 * Tamil before and lands on an English page is sent to its Tamil address first.
 */
import { holdEarlyInput } from './earlyInput';
import { hasChosenLanguage } from './public/i18n/languageStorage';
import './theme/global.css';

const serverRendered = document.getElementById('root')!.hasChildNodes();

/** Longest wait, after `load`, for a largest paint: when it came before `load`, no later one comes. */
const PAINT_WAIT_MS = 300;

/**
 * Runs `task` once the page's largest paint is on screen: every eager image has loaded at `load`,
 * and the frame that shows them is reported as a largest-contentful-paint entry after it.
 */
function afterLargestPaint(task: () => void) {
  const loadedAt = performance.now();
  const supported = PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.startTime >= loadedAt)) run();
  });
  const timer = setTimeout(() => run(), PAINT_WAIT_MS);
  function run() {
    clearTimeout(timer);
    observer.disconnect();
    task();
  }
  if (supported) observer.observe({ type: 'largest-contentful-paint', buffered: true });
}

/** Starts the app: at once for the back office's empty shell, after the page's largest paint (or the first input) for a server-rendered page. */
function start() {
  if (!serverRendered) {
    void import('./boot');
    return;
  }
  const release = holdEarlyInput();
  const triggers = ['pointerdown', 'keydown', 'touchstart'] as const;
  let started = false;
  const startApp = () => {
    if (started) return;
    started = true;
    for (const type of triggers) window.removeEventListener(type, startApp, true);
    void import('./boot')
      .then(({ hydrated }) => hydrated)
      // Without the app the page still works as plain HTML: what was held goes to the browser then.
      .catch(() => undefined)
      .then(release);
  };
  for (const type of triggers) window.addEventListener(type, startApp, { capture: true, passive: true });
  const startAfterPaint = () => afterLargestPaint(startApp);
  if (document.readyState === 'complete') startAfterPaint();
  else window.addEventListener('load', startAfterPaint, { once: true });
}

// The browser's install offer may come before the app is up: held for the install button (public/pwa/installPrompt.ts).
if (serverRendered) {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    window.heldInstallPrompt = event as typeof window.heldInstallPrompt;
  });
}

// A visitor who chose another language and comes to an English page goes to the same page in that
// language (only here: the server never redirects by language). Nothing more loads without a choice.
if (serverRendered && hasChosenLanguage()) {
  void import('./public/i18n/languageChoice').then(({ rememberedLanguageAddress }) => {
    const address = rememberedLanguageAddress(window.location);
    if (address) window.location.replace(address);
    else start();
  }, start);
} else start();
