/**
 * The back office's web manifest, /admin/manifest.webmanifest (admin.html links it): an app of its
 * own beside the public site's, named after the business as the owner set it ("<shop> – Back
 * office"), opening on the dashboard (/admin), with its own icons (web/build/adminIcons.ts).
 */
import { siteData } from '../reads/siteSettings';

export async function backOfficeManifestJson(): Promise<string> {
  const { name } = (await siteData()).settings.business;
  return JSON.stringify({
    id: '/admin',
    name: `${name} – Back office`,
    short_name: 'Shop admin',
    description: `Orders, products and the website of ${name}.`,
    start_url: '/admin',
    scope: '/admin',
    display: 'standalone',
    background_color: '#faf5e9',
    theme_color: '#163526',
    icons: [
      { src: '/admin/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/admin/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/admin/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  });
}
