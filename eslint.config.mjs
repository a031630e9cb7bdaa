// @ts-check
// `npm run lint`: type-aware TypeScript rules, React hooks, accessibility, and the import boundaries
// of the layout (each audience keeps to its own screens, routes reach Firestore only through the store,
// the store knows nothing of HTTP, the shared domain is imported by its package name).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A relative import that goes through a folder called `name`. */
const throughFolder = (name) => `^\\.\\.?/(.*/)?${name}(/|$)`;

// Forbidden imports: `regex` over the imported path, and the reason shown.
const DOMAIN_BY_PATH = { regex: '(^|/)domain/src(/|$)', message: "Import the shared domain as '@catalogue/domain', not by a path into domain/src." };
const ADMIN = { regex: throughFolder('admin'), message: 'Public pages never import the back office.' };
const ADMIN_KIT = {
  regex: '^@chakra-ui/|^@emotion/|^@tanstack/|^firebase(/|$)|^@firebase/|^reactfire$|\\.queries(\\.tsx?)?$',
  message:
    "Public pages keep their own light CSS and data loading: never Chakra UI, Emotion, TanStack Query, the Firebase web SDK, reactfire or a '*.queries' hook (the back office's kit).",
};
const PUBLIC = { regex: throughFolder('public'), message: 'The back office never imports the public pages; share through web/src/components.' };
const SHARED_ONLY = {
  regex: `${throughFolder('public')}|${throughFolder('admin')}`,
  message: 'Shared components hold only what both sides use: they import neither the public pages nor the back office (move a one-side module to that side).',
};
const FIREBASE_ADMIN = { regex: '^firebase-admin(/|$)', message: 'Routes reach Firestore, Storage and Auth through functions/src/store and src/images, never firebase-admin.' };
const HTTP = { regex: throughFolder('http'), message: 'The store knows nothing of HTTP.' };
const HOUSEKEEPING = {
  regex: '(^|/)housekeeping$',
  message: 'Housekeeping runs on a schedule (index.ts) or from the local stack (housekeepingMain.ts), never on a visitor\'s request.',
};
const SERVER = {
  regex: '^(node:)?(http|https|http2|net)$',
  message: 'The functions are served by their platform: they never start a server of their own (pages read the store in-process, not over a loopback port).',
};

/**
 * Rules that report the forbidden imports, static (import, export … from) and dynamic (import()).
 * A later config block replaces a rule's options, so each block lists every boundary of its files.
 */
const forbid = (...forbidden) => ({
  'no-restricted-imports': ['error', { patterns: forbidden }],
  'no-restricted-syntax': [
    'error',
    ...forbidden.map(({ regex, message }) => ({ selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`, message })),
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'web/dist-ssr/',
      'functions/lib/',
      'reports/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      '.emulator-state/',
      '.test-state*/',
      '.state-*/',
      '.dist-*/',
      '.seed-state/',
      '.test-tmp/',
      '.stack-stub/',
      '.firebase/',
      'firebase-export-*/',
      'emulator-data/',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        // Each file is checked with the tsconfig of its workspace (domain, functions, web, scripts, rules);
        // the few that none includes (config files, functions/store-test) with the root tsconfig.json.
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      ...forbid(DOMAIN_BY_PATH),
      // `const { left, ...rest } = value` leaves a property out on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // `onSubmit={handleSubmit(save)}` and async click handlers are how React forms are written.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Plain JavaScript: linted without type information.
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'web/test/**/*.{ts,tsx}'],
    extends: [jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
    // The rules of hooks; not the React Compiler's rules (set-state-in-effect, refs, …): the app is not compiled by it.
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A scrollable region takes focus so that keyboard users can scroll it.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
      // Route loaders throw React Router's redirects and data responses (a 404), as its docs do.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'lib', name: 'Response' }, { from: 'package', package: 'react-router', name: 'DataWithResponseInit' }] },
      ],
    },
  },
  {
    // Scripts the e2e tests serve to the browser in place of outside ones (e2e/support).
    files: ['web/e2e/support/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  { files: ['web/src/public/**'], rules: forbid(DOMAIN_BY_PATH, ADMIN, ADMIN_KIT) },
  { files: ['web/src/App.tsx', 'web/src/main.tsx'], rules: forbid(DOMAIN_BY_PATH, ADMIN_KIT) },
  { files: ['web/src/components/**'], rules: forbid(DOMAIN_BY_PATH, ADMIN_KIT, SHARED_ONLY) },
  { files: ['web/src/admin/**'], rules: forbid(DOMAIN_BY_PATH, PUBLIC) },
  { files: ['functions/src/**'], rules: forbid(DOMAIN_BY_PATH, SERVER, HOUSEKEEPING) },
  { files: ['functions/src/index.ts', 'functions/src/housekeepingMain.ts'], rules: forbid(DOMAIN_BY_PATH, SERVER) },
  { files: ['functions/src/routes/**', 'functions/src/writes/**'], rules: forbid(DOMAIN_BY_PATH, FIREBASE_ADMIN, SERVER, HOUSEKEEPING) },
  { files: ['functions/src/store/**'], rules: forbid(DOMAIN_BY_PATH, HTTP, SERVER, HOUSEKEEPING) },
  {
    // Tests and end-to-end specs read JSON answers and mocks: `any` flows there on purpose.
    files: ['**/test/**', '**/store-test/**', '**/unit-test/**', '**/e2e/**', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
