/**
 * Peak memory of the upload pipeline for one image:
 *   npx tsx scripts/bench/image-memory.ts [--width W --height H] [--format jpeg|png|webp|avif|gif]
 * Default: the largest image the pipeline accepts (MAX_IMAGE_PIXELS, 4:3 like a phone photo) as a JPEG.
 * The image is made first, then a fresh Node process runs `processImage` on it once, so the figures
 * are the pipeline's alone: wall time, the peak RSS sampled every 5 ms, and the process's maximum
 * resident set size as the kernel counts it (what `/usr/bin/time -v` calls "Maximum resident set size").
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '@catalogue/domain';
import { parseOptions } from '../args';
import { processImage } from '../../functions/src/images/pipeline';

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

const FORMATS = ['jpeg', 'png', 'webp', 'avif', 'gif'] as const;
type Format = (typeof FORMATS)[number];

/**
 * PNG and GIF: one colour, which compresses to almost nothing (the cheapest way to declare many
 * pixels). The others: a smooth gradient with some noise, under the 5 MB upload limit at these sizes.
 */
async function makeImage(width: number, height: number, format: Format): Promise<Buffer> {
  if (format === 'png' || format === 'gif') return sharp({ create: { width, height, channels: 3, background: '#c08040' } }).toFormat(format).toBuffer();
  const noise = await sharp({ create: { width: Math.ceil(width / 8), height: Math.ceil(height / 8), channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 50 } } })
    .png()
    .toBuffer();
  return sharp(noise).resize(width, height, { kernel: 'cubic' }).toFormat(format, { quality: 70 }).toBuffer();
}

async function measure(file: string) {
  const buffer = readFileSync(file);
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = performance.now();
  let outcome = 'accepted';
  try {
    const processed = await processImage({ field: 'image', buffer, filename: path.basename(file), mimeType: 'application/octet-stream' }, 'products', 'bench');
    outcome += ` (${processed.renditions.map((r) => `${r.width}×${r.height}`).join(', ')})`;
  } catch (error) {
    outcome = `refused: ${(error as Error).message}`;
  }
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const { width = 0, height = 0, format } = await sharp(buffer).metadata();
  console.log(`${width}×${height} px (${((width * height) / 1e6).toFixed(1)} MP) ${format}, ${(buffer.length / MB).toFixed(2)} MB: ${outcome}`);
  console.log(`time ${elapsed.toFixed(0)} ms; RSS ${mb(baseline)} before, peak ${mb(peak)} (+${mb(peak - baseline)}); process max RSS ${mb(process.resourceUsage().maxRSS * 1024)}`);
}

async function main() {
  const values = parseOptions('npx tsx scripts/bench/image-memory.ts [--width W --height H] [--format jpeg|png|webp|avif|gif]', {
    width: { type: 'string' },
    height: { type: 'string' },
    format: { type: 'string', default: 'jpeg' },
    input: { type: 'string' },
  });
  if (values.input) return measure(values.input);
  const width = Number(values.width ?? Math.floor(Math.sqrt((MAX_IMAGE_PIXELS * 4) / 3)));
  const height = Number(values.height ?? Math.floor(MAX_IMAGE_PIXELS / width));
  const format = FORMATS.find((f) => f === values.format);
  if (!format) throw new Error(`--format must be one of ${FORMATS.join(', ')}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'image-memory-'));
  try {
    const file = path.join(dir, `sample.${format}`);
    writeFileSync(file, await makeImage(width, height, format));
    const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1], '--input', file], { stdio: 'inherit' });
    process.exitCode = child.status ?? 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
