/**
 * The back office's app icons, drawn here and written as PNGs by the build: a clipboard holding the
 * shop's oil drop, gold on the shop's green (the public site's icon is the drop alone), so the two
 * installed apps are told apart at a glance. `admin/icon-{192,512}.png` are rounded squares;
 * `admin/icon-maskable-512.png` fills its square, its drawing inside the central 80% that every
 * mask shape keeps.
 */
import type { Plugin } from 'vite';
import sharp from 'sharp';

const GREEN = '#163526';
const GOLD = '#dcae4a';
const CREAM = '#faf5e9';

/** The drawing on a 64-unit canvas. */
const CLIPBOARD = `<rect x="15" y="12" width="34" height="42" rx="5" fill="${GOLD}"/><rect x="24" y="8" width="16" height="9" rx="3" fill="${CREAM}"/><path d="M32 21c5.5 7.5 9 12.5 9 17.5a9 9 0 0 1-18 0c0-5 3.5-10 9-17.5Z" fill="${GREEN}"/>`;

const svg = (maskable: boolean) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${
    maskable ? `<rect width="64" height="64" fill="${GREEN}"/><g transform="translate(6.4 6.4) scale(0.8)">${CLIPBOARD}</g>` : `<rect width="64" height="64" rx="14" fill="${GREEN}"/>${CLIPBOARD}`
  }</svg>`;

/** The icons the back office's manifest names (functions/src/site/backOfficeManifest.ts). */
const ICONS = [
  { fileName: 'admin/icon-192.png', size: 192, maskable: false },
  { fileName: 'admin/icon-512.png', size: 512, maskable: false },
  { fileName: 'admin/icon-maskable-512.png', size: 512, maskable: true },
];

export function adminIcons(): Plugin {
  return {
    name: 'admin-icons',
    apply: 'build',
    async generateBundle() {
      if (this.environment.config.build.ssr) return;
      for (const { fileName, size, maskable } of ICONS) {
        const source = await sharp(Buffer.from(svg(maskable)), { density: (72 * size) / 64 })
          .resize(size, size)
          .png()
          .toBuffer();
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}
