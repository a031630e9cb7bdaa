// CPU profile of a page load until the app has hydrated, split into busy stretches (long tasks, roughly):
// each stretch over MIN ms with its top self-time functions and scripts.
import { chromium } from 'playwright-core';
import { tamilFontEnvironment, CHROMIUM_FLAGS } from './chromium.mts';
const [,, url, minArg, rateArg] = process.argv;
const MIN = Number(minArg ?? 8);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS, env: await tamilFontEnvironment('phone') });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
if (rateArg) await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(rateArg) });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
await cdp.send('Profiler.start');
await page.goto(url);
await page.waitForFunction(() => { const h = document.querySelector('#root header'); return h && Object.keys(h).some((k) => k.startsWith('__reactFiber')); }, null, { timeout: 20000 });
await page.waitForTimeout(1000);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let t = profile.startTime; const samples = [];
for (let i = 0; i < profile.samples.length; i++) { t += profile.timeDeltas[i]; samples.push({ t, id: profile.samples[i] }); }
const name = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
const idle = (n) => ['(idle)', '(program)'].includes(n.callFrame.functionName);
let stretch = null; const stretches = [];
for (let i = 0; i < samples.length - 1; i++) {
  const n = byId.get(samples[i].id); const dt = (samples[i + 1].t - samples[i].t) / 1000;
  if (idle(n)) { if (stretch) { stretches.push(stretch); stretch = null; } continue; }
  if (!stretch) stretch = { start: (samples[i].t - profile.startTime) / 1000, dur: 0, self: new Map(), roots: new Map() };
  stretch.dur += dt; stretch.self.set(name(n), (stretch.self.get(name(n)) ?? 0) + dt);
  // the outermost JS frame under (root)
  let id = samples[i].id, chain = []; while (parent.has(id)) { chain.push(byId.get(id)); id = parent.get(id); }
  const outer = chain.slice(-4).reverse().map((x) => x.callFrame.functionName || x.callFrame.url.split('/').pop() || '?').join(' > ');
  stretch.roots.set(outer, (stretch.roots.get(outer) ?? 0) + dt);
}
const top = (m, k) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([a, b]) => `      ${b.toFixed(1).padStart(6)} ${a}`).join('\n');
for (const s of stretches.filter((s) => s.dur >= MIN)) console.log(`@${s.start.toFixed(0)}ms ${s.dur.toFixed(1)}ms\n   by outer frames:\n${top(s.roots, 5)}\n   self:\n${top(s.self, 8)}`);
await browser.close();
