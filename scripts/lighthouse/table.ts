/** What `npm run lighthouse` prints: the table of results and the scripts each route loaded. */
import type { RouteResult } from '../lighthouse';

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The JavaScript a route loaded, in all (transfer size). */
export const scriptBytes = (result: RouteResult) => kb(result.scripts.reduce((sum, script) => sum + script.transferBytes, 0));

/**
 * Lighthouse's benchmarkIndex of the run (how fast this machine's CPU was then), and a mark when it
 * was at or below 1000: Lighthouse then finds the host slower than the device its CPU throttling
 * assumes, and CPU-bound metrics (TBT first) read worse than the page is (its "slow host CPU" warning).
 */
export const hostCpu = (result: RouteResult) => `${Math.round(result.benchmarkIndex)}${result.benchmarkIndex <= 1000 ? ' (slow)' : ''}`;

/** Prints rows under their header, each column as wide as its widest cell. */
export function printTable(header: string[], rows: string[][]) {
  const widths = header.map((heading, i) => Math.max(heading.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

/** Prints the scripts a route loaded (`what`: e.g. "mobile"). */
export function printScripts(result: RouteResult, what: string) {
  console.log(`\nJS loaded by ${result.route} (${what}):`);
  for (const script of result.scripts) console.log(`  ${kb(script.transferBytes).padStart(9)}  ${script.url}`);
}
