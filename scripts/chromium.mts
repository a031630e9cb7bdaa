/** Debian's Chromium, as every browser-driving tool of the project starts it (Playwright, Lighthouse). */

/** `/usr/bin/chromium` (`apt-get install chromium`), or CHROME_PATH. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Launch flags that work as root on these machines, besides headless mode. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** For launchers that do not add headless mode themselves (chrome-launcher); Playwright does (`headless: true`). */
export const CHROMIUM_HEADLESS_FLAGS = ['--headless', ...CHROMIUM_FLAGS];
