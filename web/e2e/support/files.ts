import { truncate, writeFile } from 'node:fs/promises';
import { test } from '@playwright/test';

/**
 * A file of `bytes` zero bytes in the test's output folder, for a size limit to refuse: written
 * sparse (at once), and read by the browser from disk, where a buffer of 31 MB took Playwright half a
 * minute to hand over.
 */
export async function oversizedFile(name: string, bytes: number): Promise<string> {
  const file = test.info().outputPath(name);
  await writeFile(file, '');
  await truncate(file, bytes);
  return file;
}
