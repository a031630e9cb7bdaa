import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests of the local-stack tooling itself (run by `npm test`, stage "persistence").
export default defineConfig({
  root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..'),
  test: {
    include: ['scripts/test/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
