/**
 * `npm run lighthouse -- --profile`: where a page's main-thread time goes, by part of the code.
 *
 * Loads each route in Chromium as Lighthouse's phone sees it (412×823, 4× slower CPU), signed in for
 * the back office's screens, once to warm the stack and the server's compression, then again under
 * V8's sampling profiler until the network is quiet and 2 s more. Each sample goes to the part of
 * the code it ran in: the build is made without minifying, so every module of a chunk starts with
 * its path (`// ../node_modules/@chakra-ui/…`, `// src/admin/…`), and a sample's line finds its
 * module (the app's own modules are listed one by one). A call into the browser (appendChild,
 * insertRule) counts for the code that made it.
 */
import fs from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import type { Prepare } from './backOffice';
import { printTable } from './table';

/** Parts of the code, by the package (or source folder) a module comes from; first match wins. */
const PARTS: [RegExp, string][] = [
  [/^(@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized|stylis|hoist-non-react-statics)\b/, 'kit (Chakra UI, Ark, Zag, emotion)'],
  [/^(react-dom|scheduler)\b/, 'React DOM'],
  [/^(react|react-router|react-router-dom)$/, 'React, React Router'],
  [/^@tanstack\//, 'TanStack Query'],
  [/^(react-hook-form|@hookform|yup)\b/, 'forms (react-hook-form, yup)'],
];

/** V8's own entries: '(program)' is the browser's work outside JavaScript (parsing, style, layout, compiling). */
const NATIVE: Record<string, string | null> = {
  '(idle)': null,
  '(root)': null,
  '(program)': 'browser (parse, style, layout, compile)',
  '(garbage collector)': 'garbage collection',
};

/** A module's start in an unminified chunk: `// ../node_modules/<package>/…` or `// src/…`. */
const MODULE_START = /^\/\/ (?:\.\.\/)*(?:node_modules\/((?:@[^/\s]+\/)?[^/\s]+)|((?:src|domain)\/\S+))/;

/** Each chunk's modules by their first line (0-based), read from the build. */
function moduleStarts(dist: string): Map<string, [number, string][]> {
  const assets = path.join(dist, 'assets');
  const starts = new Map<string, [number, string][]>();
  for (const file of fs.readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const modules: [number, string][] = [];
    fs.readFileSync(path.join(assets, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const start = MODULE_START.exec(line);
        if (start) modules.push([index, start[1] ?? start[2]]);
      });
    starts.set(file, modules);
  }
  if (![...starts.values()].some((modules) => modules.length)) {
    throw new Error(`profile: ${dist} has no module paths in its chunks: it must be built without minifying (--profile builds it so)`);
  }
  return starts;
}

/** A package's part, or the module itself: the app's own modules (web/src, domain) are listed one by one. */
const partOf = (module: string) => PARTS.find(([pattern]) => pattern.test(module))?.[1] ?? module;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
  /** Self samples by line (1-based): a chunk's top level holds the bodies of all its modules. */
  positionTicks?: { line: number; ticks: number }[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Milliseconds of main-thread time by part (idle left out). */
function timeByPart(profile: Profile, starts: Map<string, [number, string][]>): Map<string, number> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, index) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000));

  const partAt = (url: string, line: number) => {
    const file = url.split('/').pop() ?? '';
    const modules = starts.get(file);
    if (!modules) return "the page's own scripts";
    let module = file;
    for (const [first, name] of modules) {
      if (first > line) break;
      module = name;
    }
    return partOf(module);
  };
  const time = new Map<string, number>();
  const add = (part: string | null, ms: number) => {
    if (part) time.set(part, (time.get(part) ?? 0) + ms);
  };
  for (const [id, ms] of selfMs) {
    const node = nodes.get(id)!;
    const { functionName, url } = node.callFrame;
    if (functionName in NATIVE) {
      add(NATIVE[functionName], ms);
      continue;
    }
    const ticks = node.positionTicks ?? [];
    const allTicks = ticks.reduce((sum, tick) => sum + tick.ticks, 0);
    if (url && allTicks) {
      for (const tick of ticks) add(partAt(url, tick.line - 1), (ms * tick.ticks) / allTicks);
      continue;
    }
    // A call into the browser (no script of its own) counts for the code that made it.
    let caller: ProfileNode | undefined = node;
    while (caller && !caller.callFrame.url) caller = nodes.get(parents.get(caller.id) ?? -1);
    add(caller ? partAt(caller.callFrame.url, caller.callFrame.lineNumber) : `browser: ${functionName}`, ms);
  }
  return time;
}

/** Loads `route` twice in a fresh Chromium at `port`'s browser, profiling the second load at 4× slower CPU. */
async function profileLoad(port: number, url: string): Promise<Profile> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await page.goto(url, { waitUntil: 'networkidle0' });
    await page.goto('about:blank');
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    return (await cdp.send('Profiler.stop')).profile as Profile;
  } finally {
    await browser.disconnect();
  }
}

/**
 * Profiles each route of `siteUrl` (served from the unminified build in `dist`) in a browser started
 * by `launch` (which returns its debugging port and how to stop it), prepared by `prepareFor(route)`.
 */
export async function profileRoutes(
  siteUrl: string,
  dist: string,
  routes: string[],
  launch: () => Promise<{ port: number; kill: () => void }>,
  prepareFor: (route: string) => Prepare | undefined,
) {
  const starts = moduleStarts(dist);
  for (const route of routes) {
    const browser = await launch();
    let time: Map<string, number>;
    try {
      await prepareFor(route)?.(browser.port);
      time = timeByPart(await profileLoad(browser.port, siteUrl + route), starts);
    } finally {
      browser.kill();
    }
    const busy = [...time.values()].reduce((sum, ms) => sum + ms, 0);
    console.log(`\nprofile: ${route}, main-thread time at 4× slower CPU, by part (${Math.round(busy)} ms busy):\n`);
    const rows = [...time]
      .sort((a, b) => b[1] - a[1])
      .filter(([, ms]) => ms >= busy / 200)
      .map(([part, ms]) => [`${Math.round(ms)} ms`, `${Math.round((100 * ms) / busy)}%`, part]);
    printTable(['time', 'share', 'part'], rows);
  }
}
