// Shared by every component test (public and admin): jest-dom matchers and DOM cleanup.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { mockMatchMedia } from './helpers';

afterEach(() => {
  cleanup();
});

// jsdom has no matchMedia; a default that matches nothing (wide screen rules are min-width queries).
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  mockMatchMedia(() => false);
}
