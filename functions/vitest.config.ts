import { defineConfig } from 'vitest/config';

// Integration tests over real HTTP against a running stack (see test/helpers.ts for the env).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 4,
  },
});
