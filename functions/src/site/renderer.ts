/**
 * The web app's server build (web/src/entry-server.tsx, built by `vite build` into `<dist>/.ssr`)
 * and the client build's page template and route files. Deployed inside the function as lib/ssr
 * (functions/build.mjs copies it); SITE_RENDER_DIR points elsewhere (the local stack: its web build).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** An API answer as the page renders from it. */
export interface Answer {
  status: number;
  body: { data?: unknown; message?: string } | null;
}

export interface Rendered {
  html: string;
  head: string;
  status: number;
  missing: string[];
}

interface ServerBuild {
  render(url: string, answers: Record<string, Answer>, origin: string): Promise<Rendered>;
  EVERY_PAGE_CALLS: string[];
  INITIAL_ANSWERS_ID: string;
}

export interface ClientBuild {
  template: string;
}

export interface Renderer extends ServerBuild {
  client: ClientBuild;
}

const renderDir = () => process.env.SITE_RENDER_DIR || path.join(__dirname, 'ssr');

let loading: Promise<Renderer> | null = null;

/** Loaded once per instance. */
export function loadRenderer(): Promise<Renderer> {
  loading ??= (async () => {
    const dir = renderDir();
    const client = JSON.parse(fs.readFileSync(path.join(dir, 'client.json'), 'utf8')) as ClientBuild;
    // An ES module: esbuild keeps this import() as it is in the CommonJS bundle.
    const server = (await import(pathToFileURL(path.join(dir, 'entry-server.js')).href)) as ServerBuild;
    return { ...server, client };
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
