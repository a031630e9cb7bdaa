/**
 * The web app's server build (web/src/entry-server.tsx, built by `vite build` into web/dist-ssr)
 * and the client build's page template. Deployed inside the function as lib/ssr (functions/build.mjs
 * copies it); SITE_RENDER_DIR points elsewhere (the local stack: its web build).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '@catalogue/domain';

export interface Renderer {
  render: RenderPage;
  /** The built page (index.html) the rendered parts go into. */
  template: string;
}

const renderDir = () => process.env.SITE_RENDER_DIR || path.join(__dirname, 'ssr');

let loading: Promise<Renderer> | null = null;

/** Loaded once per instance. */
export function loadRenderer(): Promise<Renderer> {
  loading ??= (async () => {
    const dir = renderDir();
    const { template } = JSON.parse(fs.readFileSync(path.join(dir, 'client.json'), 'utf8')) as { template: string };
    // An ES module: esbuild keeps this import() as it is in the CommonJS bundle.
    const { render } = (await import(pathToFileURL(path.join(dir, 'entry-server.js')).href)) as { render: RenderPage };
    return { render, template };
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
