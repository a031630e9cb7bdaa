import path from 'node:path';

/** The repository root (scripts/stack/ is two levels below it). */
export const ROOT = path.resolve(__dirname, '..', '..');
export const PROJECT_ID = 'demo-oil-catalogue';
export const DEFAULT_SEED_DIR = path.join(ROOT, 'emulator-data');
export const DEFAULT_WEB_DIST = path.join(ROOT, 'web', 'dist');
export const FUNCTIONS_DIR = path.join(ROOT, 'functions');
export const FUNCTIONS_ENTRY = path.join(FUNCTIONS_DIR, 'lib', 'index.js');
export const FIREBASE_BIN = path.join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');

export const DEFAULT_ADMIN_EMAIL = 'owner@example.com';
export const DEFAULT_ADMIN_PASSWORD = 'owner-password-123';
export const ADMIN_DISPLAY_NAME = 'Shop Owner';

/** State folder layout. */
export function statePaths(stateDir: string) {
  return {
    root: stateDir,
    marker: path.join(stateDir, 'stack-state.json'),
    lock: path.join(stateDir, 'stack.lock.json'),
    firestore: path.join(stateDir, 'firestore'),
    uploads: path.join(stateDir, 'uploads'),
    auth: path.join(stateDir, 'auth'),
    log: path.join(stateDir, 'stack.log'),
  };
}

/** The folder of a web build's server build and page template (serverBuildDir in web/vite.config.ts). */
export const serverBuildDir = (webDist: string) => `${webDist}-ssr`;
