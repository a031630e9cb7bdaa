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

// jsdom has no modal dialogs (showModal, close); the back office's native <dialog>s open and close as a
// browser's do, their close event a task after close() as there, minus the inert page behind (the
// e2e suites check that in Chromium).
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
}
