/**
 * The back office's page (admin.html, its own entry src/admin/main.tsx) loads none of the public
 * site's code, and the page itself asks for every chunk its start evaluates (modulepreload links),
 * so they come together rather than one after the other. Runs on the build's output, after `npm run build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachable, readBuildManifest } from '../build/buildManifest';
import { KIT_GLOBAL_STYLES_META } from '../src/admin/theme/kitGlobalStyles';
import { inlineScriptSources } from '../src/public/seo/scriptHashes';

const DIST = path.resolve(import.meta.dirname, '..', 'dist');
const BACK_OFFICE_PAGE = 'admin.html';
const PUBLIC_CODE = /^src\/(main\.tsx|boot\.tsx|App\.tsx|public\/)/;

const manifest = readBuildManifest(DIST);

describe("the back office's page", () => {
  it('reaches no public code, through any import', () => {
    const keys = [...reachable(manifest, BACK_OFFICE_PAGE)];
    expect(keys).toContain('src/admin/AdminApp.tsx');
    expect(keys.filter((key) => PUBLIC_CODE.test(key))).toEqual([]);
  });

  it('preloads every chunk its entry imports at start (React DOM, the back office) and theirs', () => {
    const html = fs.readFileSync(path.join(DIST, BACK_OFFICE_PAGE), 'utf8');
    const linked = new Set([...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((match) => match[1]));
    const atStart = new Set([BACK_OFFICE_PAGE, ...(manifest[BACK_OFFICE_PAGE].dynamicImports ?? [])].flatMap((key) => [...reachable(manifest, key, { staticOnly: true })]));
    atStart.delete(BACK_OFFICE_PAGE);
    const files = [...atStart].map((key) => manifest[key].file);
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((file) => !linked.has(file))).toEqual([]);
  });

  it('loads and asks for none of the kit at start, nor with the signed-in shell, the dashboard, the order book and the product list; the screens drawn with it bring it', () => {
    const html = fs.readFileSync(path.join(DIST, BACK_OFFICE_PAGE), 'utf8');
    const linked = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((match) => match[1]);
    const atStart = [BACK_OFFICE_PAGE, ...(manifest[BACK_OFFICE_PAGE].dynamicImports ?? [])].flatMap((key) => [...reachable(manifest, key, { staticOnly: true })]);
    const kitChunk = /(^|\/)admin-kit-[^/]*\.js$/;
    expect(atStart).toContain('src/admin/AdminApp.tsx');
    expect(atStart.map((key) => manifest[key]?.file ?? key).filter((file) => kitChunk.test(file))).toEqual([]);
    expect(linked.filter((file) => kitChunk.test(file))).toEqual([]);
    const kitOf = (module: string) => [...reachable(manifest, module, { staticOnly: true })].map((key) => manifest[key].file).filter((file) => kitChunk.test(file));
    expect(kitOf('src/admin/layout/AdminLayout.tsx')).toEqual([]);
    expect(kitOf('src/admin/dashboard/Dashboard.tsx')).toEqual([]);
    expect(kitOf('src/admin/orders/OrderList.tsx')).toEqual([]);
    expect(kitOf('src/admin/products/ProductList.tsx')).toEqual([]);
    expect(kitOf('src/admin/BackOfficeKit.tsx')).toHaveLength(1);
    expect(kitOf('src/admin/products/ProductForm.tsx')).toHaveLength(1);
  });

  it("names the kit's global styles, a stylesheet in a layer of their own that its service worker keeps, and holds none of them itself; its code computes them only when asked", () => {
    const html = fs.readFileSync(path.join(DIST, BACK_OFFICE_PAGE), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const href = new RegExp(`<meta name="${KIT_GLOBAL_STYLES_META}" content="/(assets/kit-globals-[\\w-]{8}\\.css)" />`).exec(head)?.[1] ?? '';
    expect(href).not.toBe('');
    expect(html).not.toContain('--chakra-colors-brand-solid:');
    expect(fs.readFileSync(path.join(DIST, 'admin', 'sw.js'), 'utf8')).toContain(`"/${href}"`);
    const globalStyles = fs.readFileSync(path.join(DIST, href), 'utf8');
    expect(globalStyles).toMatch(/^@layer kit-globals\{[\s\S]+\}$/);
    expect(globalStyles).toContain('--chakra-colors-brand-solid:');
    expect(globalStyles).toContain('*,*::before,*::after,*::backdrop{');
    expect(globalStyles).not.toContain('--chakra-colors-teal-');
    const kit = fs.readdirSync(path.join(DIST, 'assets')).filter((file) => file.endsWith('.js')).map((file) => fs.readFileSync(path.join(DIST, 'assets', file), 'utf8')).find((code) => code.includes('getTokenCss'));
    expect(kit).toMatch(/get _global\(\)\{return \w+\?\?=\[/);
  });

  it("asks, signed in, for the chunks of the signed-in shell and of the dashboard, Orders or the product list with the page's own, by a script its policy allows", () => {
    const html = fs.readFileSync(path.join(DIST, BACK_OFFICE_PAGE), 'utf8');
    const script = /<script>(\{const p=location\.pathname[^<]+)<\/script>/.exec(html)?.[1] ?? '';
    for (const screen of ['src/admin/layout/AdminLayout.tsx', 'src/admin/dashboard/Dashboard.tsx', 'src/admin/orders/OrderList.tsx', 'src/admin/products/ProductList.tsx']) {
      expect(script).toContain(`"${manifest[screen].file}"`);
    }
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(inlineScriptSources(html).length).toBe(2);
    for (const source of inlineScriptSources(html)) expect(policy).toContain(source);
    expect(html.indexOf(script)).toBeGreaterThan(html.lastIndexOf('<link rel="modulepreload"'));
  });
});
