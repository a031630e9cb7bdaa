import { defineConfig } from 'vitest/config';

// Pure functions: no file mocks a module or a global, so every file shares its worker's imports
// (a fresh import of the domain and yup for each file was most of the suite's time).
export default defineConfig({ test: { isolate: false } });
