/** Debian's Chromium, as every browser-driving tool of the project starts it (Playwright, Lighthouse). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `/usr/bin/chromium` (`apt-get install chromium`), or CHROME_PATH: Lighthouse measures the browser people use. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * `/usr/bin/chromium-headless-shell` (`apt-get install chromium-headless-shell`), or
 * E2E_CHROME_PATH: the same Blink and V8 without the full browser around them. The e2e tests drive
 * it: the same 88 tests took 230 s in it against 300 s in `chromium --headless` on a 2-core machine.
 */
export const HEADLESS_SHELL_PATH = process.env.E2E_CHROME_PATH || '/usr/bin/chromium-headless-shell';

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

/** Noto Sans Tamil's Tamil subset, as the site serves it. */
const FONTSOURCE_FILES = fileURLToPath(new URL('../node_modules/@fontsource/noto-sans-tamil/files/', import.meta.url));
const TAMIL_FONT_FILES = ['noto-sans-tamil-tamil-400-normal', 'noto-sans-tamil-tamil-700-normal'];

/**
 * Which Tamil font the browser finds among the system's, as the environment of a Chromium
 * (FONTCONFIG_FILE): 'phone' adds Noto Sans Tamil, as Android ships it (the project's own copy, the
 * Tamil subset the site serves, unpacked to TrueType, as a browser takes no WOFF2 from the system),
 * to this machine's fonts; 'none' hides every Tamil font this machine has. Lighthouse's phone and
 * the e2e tests of the Tamil font use it, so they do not depend on what a machine has installed.
 */
export async function tamilFontEnvironment(device: 'phone' | 'none'): Promise<Record<string, string>> {
  const environment = Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return { ...Object.fromEntries(environment), FONTCONFIG_FILE: await fontConfig(device) };
}

const FONT_VERSION = (JSON.parse(fs.readFileSync(path.join(FONTSOURCE_FILES, '..', 'package.json'), 'utf8')) as { version: string }).version;

/**
 * The device's fontconfig file, written once per device and font version. Browsers start in
 * parallel, so each file appears whole (renamed into place) and the config file last.
 */
async function fontConfig(device: 'phone' | 'none'): Promise<string> {
  const folder = path.join(os.tmpdir(), `oil-catalogue-fonts-${device}-${FONT_VERSION}`);
  const config = path.join(folder, 'fonts.conf');
  if (fs.existsSync(config)) return config;
  fs.mkdirSync(folder, { recursive: true });
  const lines = ['<include ignore_missing="yes">/etc/fonts/fonts.conf</include>'];
  if (device === 'phone') {
    const { decompress } = (await import('wawoff2')).default;
    for (const name of TAMIL_FONT_FILES) {
      writeWhole(path.join(folder, `${name}.ttf`), await decompress(fs.readFileSync(path.join(FONTSOURCE_FILES, `${name}.woff2`))));
    }
    lines.push(`<dir>${folder}</dir>`);
  } else {
    lines.push('<selectfont><rejectfont><pattern><patelt name="lang"><string>ta</string></patelt></pattern></rejectfont></selectfont>');
  }
  writeWhole(config, `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig>\n${lines.join('\n')}\n</fontconfig>\n`);
  return config;
}

/** Writes beside the folder, which fontconfig reads, then renames into it. */
function writeWhole(file: string, data: string | Uint8Array) {
  const partial = `${path.dirname(file)}.${path.basename(file)}.${process.pid}.partial`;
  fs.writeFileSync(partial, data);
  fs.renameSync(partial, file);
}
