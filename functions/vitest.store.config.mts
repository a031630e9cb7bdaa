import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests of src/store against an in-process Firestore emulator (no stack, no HTTP).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['store-test/**/*.test.ts'],
    globalSetup: ['store-test/globalSetup.ts'],
    setupFiles: ['store-test/setup.ts'],
    testTimeout: 20_000,
  },
});
