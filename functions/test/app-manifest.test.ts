/**
 * The web app manifest (`/manifest.webmanifest`, `/ta/manifest.webmanifest`, served by the `site`
 * function) and the app icons made from the logo (`/app-icons/<logo version>/…`): the business's name
 * from the settings in each language, a short name that fits a home screen, hostile names kept as
 * text; a logo upload makes new icons (192, 512, maskable 512 with its safe-zone background, and the
 * iPhone's 180 px one the pages link), a new logo new addresses (the old ones are gone), no logo the
 * static icons. Holds the 'site-settings'
 * lock and restores the settings at the end, as site.test.ts does.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_URL, admin, call, exclusive, form, get, makeImage } from './helpers';

let token: string;
let initialVersion: number;
let release: (() => Promise<void>) | undefined;

type Settings = Record<string, any>;
interface Icon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}
type Manifest = Record<string, any> & { icons: Icon[] };

const settings = async (): Promise<Settings> => (await get('/site')).body.data.settings;
const site = (path: string) => call('GET', `${API_URL}${path}`);
/** The apple-touch-icon links of the page at `path`. */
const appleTouchIcons = async (path: string) => (await site(path)).text.match(/<link rel="apple-touch-icon"[^>]*>/g);
async function manifest(language: 'en' | 'ta' = 'en'): Promise<Manifest> {
  const r = await site(language === 'en' ? '/manifest.webmanifest' : '/ta/manifest.webmanifest');
  expect(r.status, r.text).toBe(200);
  expect(r.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
  expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  return r.body as Manifest;
}
const graphemes = (text: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length;
const saveNames = async (name: string, tamilName: string) => {
  const { business, translations } = await settings();
  const r = await call('PUT', '/site', { token, json: { business: { ...business, name }, translations: { ta: { ...translations?.ta, business: { ...translations?.ta?.business, name: tamilName } } } } });
  expect(r.status, r.text).toBe(200);
};
const uploadLogo = async (width: number, height: number) => {
  const r = await call('PUT', '/site/logo', { token, body: form({}, { data: await makeImage(width, height, 'png'), type: 'image/png', name: 'logo.png' }) });
  expect(r.status, r.text).toBe(200);
};
/** The icon at `src`: its answer's headers and its pixels' size and corner. */
async function fetchIcon(src: string) {
  const r = await fetch(`${API_URL}${src}`);
  expect(r.status, src).toBe(200);
  expect(r.headers.get('content-type')).toBe('image/png');
  const image = sharp(Buffer.from(await r.arrayBuffer()));
  const { width, height, format } = await image.metadata();
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { cacheControl: r.headers.get('cache-control'), format, size: `${width}x${height}`, corner: [...data.subarray(0, info.channels)] };
}

beforeAll(async () => {
  release = await exclusive('site-settings');
  token = await admin();
  initialVersion = (await settings()).version;
}, 6 * 60_000);

afterAll(async () => {
  if (initialVersion !== undefined) await call('POST', `/site/versions/${initialVersion}/restore`, { token });
  await release?.();
});

describe('the web app manifest', () => {
  it("names the app after the business in each language: its own id and start page, the theme's colours, the static icons without a logo", async () => {
    expect((await call('DELETE', '/site/logo', { token })).status).toBe(200);
    await saveNames('Vanam Naturals', 'வனம் நேச்சுரல்ஸ்');
    const english = await manifest('en');
    expect(english).toEqual({
      id: '/',
      name: 'Vanam Naturals',
      short_name: 'Vanam',
      description: expect.any(String),
      lang: 'en-IN',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#faf5e9',
      theme_color: '#163526',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
    const tamil = await manifest('ta');
    expect(tamil).toMatchObject({ id: '/ta/', name: 'வனம் நேச்சுரல்ஸ்', short_name: 'வனம் நேச்சுரல்ஸ்', lang: 'ta-IN', start_url: '/ta/', scope: '/' });
    expect(tamil.icons).toEqual(english.icons);
  });

  it('a changed name is the next manifest\'s; a long or hostile one stays text, its short name a home screen\'s 12 characters', async () => {
    const hostile = 'Sri "Vanam" </script><img src=x onerror=alert(1)> & Naturals Oil Mills';
    const tamilName = 'ஸ்ரீ வனம் இயற்கை மரச்செக்கு எண்ணெய் ஆலை';
    await saveNames(hostile, tamilName);
    const english = await manifest('en');
    expect(english.name).toBe(hostile);
    expect(english.short_name).toBe('Sri "Vanam"');
    const tamil = await manifest('ta');
    expect(tamil.name).toBe(tamilName);
    expect(graphemes(tamil.short_name)).toBeLessThanOrEqual(12);
    expect(tamilName.startsWith(tamil.short_name)).toBe(true);
    // One word longer than 12: cut whole letters (graphemes), never half a Tamil letter.
    await saveNames('Supercalifragilistic Oils', 'மரச்செக்குஎண்ணெய்கள்நிறைந்தகடை');
    expect((await manifest('en')).short_name).toBe('Supercalifra');
    const cut = (await manifest('ta')).short_name;
    expect(graphemes(cut)).toBe(12);
    expect('மரச்செக்குஎண்ணெய்கள்நிறைந்தகடை'.startsWith(cut)).toBe(true);
  });

  it('each public page links the manifest of its language', async () => {
    for (const [path, href] of [
      ['/', '/manifest.webmanifest'],
      ['/products', '/manifest.webmanifest'],
      ['/ta/', '/ta/manifest.webmanifest'],
      ['/ta/products', '/ta/manifest.webmanifest'],
    ]) {
      const page = await site(path);
      expect(page.text.match(/<link rel="manifest"[^>]*>/g), path).toEqual([`<link rel="manifest" href="${href}" />`]);
    }
  });
});

describe('the app icons made from the logo', () => {
  it('a logo upload makes the icons (192, 512, maskable 512), cached for good; a new logo new ones; no logo the static ones', async () => {
    await uploadLogo(300, 200);
    const { icons } = await manifest('en');
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    const version = /^\/app-icons\/([\w-]+)\/icon-192\.png$/.exec(icons[0].src)?.[1];
    expect(version).toBeTruthy();
    expect(icons.map((icon) => icon.src)).toEqual([`/app-icons/${version}/icon-192.png`, `/app-icons/${version}/icon-512.png`, `/app-icons/${version}/maskable-512.png`]);
    expect((await manifest('ta')).icons).toEqual(icons);

    const [small, large, maskable] = await Promise.all(icons.map((icon) => fetchIcon(icon.src)));
    expect([small.size, large.size, maskable.size]).toEqual(['192x192', '512x512', '512x512']);
    expect(small.format).toBe('png');
    expect(small.cacheControl).toBe('public, max-age=31536000, immutable');
    // A wide logo inside a square leaves the corners clear; the maskable icon fills them with the background colour.
    expect(large.corner[3]).toBe(0);
    expect(maskable.corner).toEqual([0xfa, 0xf5, 0xe9, 255]);

    await uploadLogo(200, 200);
    const next = (await manifest('en')).icons;
    expect(next[0].src).not.toBe(icons[0].src);
    expect((await fetchIcon(next[1].src)).size).toBe('512x512');
    const stale = await site(icons[0].src);
    expect(stale.status).toBe(404);
    expect(stale.headers.get('cache-control')).toBe('no-store');

    expect((await call('DELETE', '/site/logo', { token })).status).toBe(200);
    expect((await manifest('en')).icons.map((icon) => icon.src)).toEqual(['/icon-192.png', '/icon-512.png', '/icon-maskable-512.png']);
    expect((await site(next[0].src)).status).toBe(404);
  });

  it("an iPhone's home-screen icon: the pages of both languages link one made from the logo (180 px, opaque), the static one without a logo", async () => {
    await uploadLogo(300, 200);
    const version = /\/app-icons\/([\w-]+)\//.exec((await manifest('en')).icons[0].src)![1];
    const link = `<link rel="apple-touch-icon" href="/app-icons/${version}/apple-touch-icon.png" />`;
    for (const path of ['/', '/products', '/ta/', '/ta/products']) expect(await appleTouchIcons(path), path).toEqual([link]);
    const icon = await fetchIcon(`/app-icons/${version}/apple-touch-icon.png`);
    expect(icon.size).toBe('180x180');
    expect(icon.cacheControl).toBe('public, max-age=31536000, immutable');
    // iOS shows a transparent corner black: the wide logo's margins are the background colour.
    expect(icon.corner).toEqual([0xfa, 0xf5, 0xe9, 255]);
    expect((await manifest('en')).icons.map((manifestIcon) => manifestIcon.src)).not.toContain(`/app-icons/${version}/apple-touch-icon.png`);

    expect((await call('DELETE', '/site/logo', { token })).status).toBe(200);
    expect(await appleTouchIcons('/')).toEqual(['<link rel="apple-touch-icon" href="/apple-touch-icon.png" />']);
    expect((await site(`/app-icons/${version}/apple-touch-icon.png`)).status).toBe(404);
  });

  it('an address that names no icon is not found, never an error', async () => {
    await uploadLogo(120, 120);
    const version = /\/app-icons\/([\w-]+)\//.exec((await manifest('en')).icons[0].src)![1];
    for (const path of [`/app-icons/${version}/icon-64.png`, `/app-icons/${version}/..%2F..%2Fsecret`, '/app-icons/__proto__/icon-192.png', `/app-icons/${version}/constructor`]) {
      expect((await site(path)).status, path).toBe(404);
    }
    expect((await site(`/app-icons/%ff/icon-192.png`)).status).toBe(400);
    expect((await site(`/app-icons/${version}/icon-192.png`)).status).toBe(200);
    expect((await call('DELETE', '/site/logo', { token })).status).toBe(200);
  });
});
