/** The checks of the web build's output (npm test's build stage): node, no page environment. */
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { root: import.meta.dirname, include: ['*.test.ts'], environment: 'node' } });
