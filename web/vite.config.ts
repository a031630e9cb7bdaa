/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { EVERY_PAGE_CALLS, PAGE_CALLS } from './src/public/firstLoad';

// `npm run dev -w web` proxies the API of a running stack (npm start serves it on 5000).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:5000';

/**
 * Public routes (path pattern → page module). The built index.html starts downloading the
 * current route's page chunk, its imports and CSS while the main bundle loads, instead of after it
 * (React.lazy would otherwise wait for the main bundle). The back office is never listed.
 */
const ROUTE_CHUNKS: Record<string, string> = {
  '^/$': 'src/public/home/HomePage.tsx',
  '^/products/?$': 'src/public/pages/ProductsPage.tsx',
  '^/category/[^/]+/?$': 'src/public/pages/CategoryPage.tsx',
  '^/gallery/?$': 'src/public/pages/GalleryPage.tsx',
  '^/about-us/?$': 'src/public/pages/AboutPage.tsx',
  '^/contact/?$': 'src/public/pages/ContactPage.tsx',
};

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
  viteMetadata?: { importedCss: Set<string> };
  source?: string | Uint8Array;
}

/**
 * Adds a Content-Security-Policy meta tag allowing exactly the inline <script> elements of the
 * built page, by hash. firebase.json's header policy allows 'unsafe-inline' scripts (the hashes
 * change with every build); the browser enforces both policies, so only these inline scripts run.
 * (Styles stay 'unsafe-inline': the back office's libraries inject <style> elements.)
 */
function withInlineScriptHashes(html: string) {
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`,
  );
  const policy = `script-src 'self' ${hashes.join(' ')}`;
  return html.replace(/<meta charset="UTF-8" \/>/, (tag) => `${tag}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`);
}

function publicPerformance(): Plugin {
  return {
    name: 'public-performance',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as Record<string, ChunkLike> | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.fileName.includes('index') && html.includes(chunk.fileName));
        const already = new Set<string>(entry ? [entry.fileName, ...(entry.imports ?? [])] : []);
        const map: Record<string, string[]> = {};
        for (const [pattern, modulePath] of Object.entries(ROUTE_CHUNKS)) {
          const page = chunks.find((chunk) => chunk.facadeModuleId?.replace(/\\/g, '/').endsWith(modulePath));
          if (!page) continue;
          const files: string[] = [];
          const visit = (chunk: ChunkLike) => {
            if (files.includes(chunk.fileName) || already.has(chunk.fileName)) return;
            files.push(chunk.fileName);
            for (const css of chunk.viteMetadata?.importedCss ?? []) if (!files.includes(css)) files.push(css);
            for (const name of chunk.imports ?? []) if (bundle[name]) visit(bundle[name]);
          };
          visit(page);
          map[pattern] = files;
        }
        // The API answers the first page needs (public/firstLoad.ts), asked for at once (public/data.ts `prefetched` uses them).
        const prefetch =
          `(function(){try{var d=${JSON.stringify(PAGE_CALLS)},p=location.pathname,u=${JSON.stringify(EVERY_PAGE_CALLS)},w=window.__prefetch={};if(/^\\/admin/.test(p))return;` +
          `for(var k in d){var r=new RegExp(k).exec(p);if(r){d[k].forEach(function(x){u.push(x.replace('$1',encodeURIComponent(decodeURIComponent(r[1]||''))))});break}}` +
          `u.forEach(function(x){w[x]=fetch(x,{headers:{Accept:'application/json'}}).then(function(a){return a.json().then(function(b){return{status:a.status,body:b}})}).catch(function(){return null})})}catch(e){}})();`;
        const script =
          prefetch +
          `(function(){var m=${JSON.stringify(map)},p=location.pathname;for(var k in m){if(new RegExp(k).test(p)){` +
          `m[k].forEach(function(f){var l=document.createElement('link');if(/\\.css$/.test(f)){l.rel='preload';l.as='style'}else{l.rel='modulepreload'}l.crossOrigin='';` +
          `l.href='/'+f;document.head.appendChild(l)});break}}})();`;
        // The main stylesheet is small: inline it so it does not block the first paint.
        let out = html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/, (tag, file: string) => {
          const asset = bundle[file];
          if (!asset || asset.type !== 'asset' || asset.source === undefined) return tag;
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          return `<style>${css}</style>`;
        });
        out = out.replace('<script type="module"', `<script>${script}</script>\n    <script type="module"`);
        return withInlineScriptHashes(out);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), publicPerformance()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  test: {
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/public/setup.ts'],
    css: false,
  },
});
