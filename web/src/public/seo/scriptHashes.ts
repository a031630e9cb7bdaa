/**
 * The Content-Security-Policy sources that allow a page's inline scripts (plain `<script>` elements)
 * by their SHA-256: those of the built page template (vite.config.ts) and those a render puts in a
 * page's head (entry-server.tsx). Build and server only.
 */
import { createHash } from 'node:crypto';

export const inlineScriptSources = (html: string): string[] =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, script]) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
