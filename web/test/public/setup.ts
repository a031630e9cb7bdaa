// Shared by every component test (public and admin): jest-dom matchers, DOM and helpers' clean-up.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { mockMatchMedia } from './helpers';
import { runAfterEachTest } from './afterEachTest';

afterEach(() => {
  cleanup();
  runAfterEachTest();
});

// jsdom has no matchMedia; a default that matches nothing (wide screen rules are min-width queries).
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  mockMatchMedia(() => false);
}
