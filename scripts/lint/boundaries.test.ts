/**
 * The import boundaries of eslint.config.mjs report a violating import and accept a legal one.
 * Linted through the ESLint Node API with the project's own config, only the boundary rule counted.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({
  cwd: ROOT,
  // The files below do not exist, so no tsconfig includes them: lint without type information.
  overrideConfig: tseslint.configs.disableTypeChecked,
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports' || ruleId === 'no-restricted-syntax',
});

/** The boundary messages ESLint reports for `code` placed at `filePath`. */
async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return result.messages.map((message) => message.message);
}

const cases: { rule: string; file: string; forbidden: string[]; allowed: string[] }[] = [
  {
    rule: 'public pages never import the back office',
    file: 'web/src/public/pages/Example.tsx',
    forbidden: [
      "import AdminApp from '../../admin/AdminApp';",
      "import type { SaveFlow } from '../../admin/components/useSaveFlow';",
      "export { Thumb } from '../../admin/components/Thumb';",
      "const AdminApp = () => import('../../admin/AdminApp');",
    ],
    allowed: ["import { formatPrice } from '../../components/format';", "import { listProducts } from '../../api/products';"],
  },
  {
    rule: "public pages never use the back office's kit (Chakra UI, Emotion, TanStack Query, Firebase's web SDK, reactfire, query hooks)",
    file: 'web/src/public/pages/Example.tsx',
    forbidden: [
      "import { Button } from '@chakra-ui/react';",
      "import { Button } from '@chakra-ui/react/button';",
      "import { Global } from '@emotion/react';",
      "import { useQuery } from '@tanstack/react-query';",
      "import { useCategories } from '../../api/categories.queries';",
      "const queries = () => import('../../api/navConfig.queries');",
      "import { getAuth } from 'firebase/auth';",
      "import { initializeApp } from 'firebase/app';",
      "import { FirebaseError } from '@firebase/util';",
      "import { useAuth } from 'reactfire';",
      "const auth = () => import('firebase/auth');",
    ],
    allowed: ["import { listCategories } from '../../api/categories';", "import { queryKeys } from '../../api/queryKeys';"],
  },
  {
    rule: "shared components never use the back office's kit",
    file: 'web/src/components/Example.tsx',
    forbidden: ["import { Box } from '@chakra-ui/react';", "import { useQuery } from '@tanstack/react-query';", "import { useAuth } from 'reactfire';"],
    allowed: ["import { imageUrl } from '../api/images';"],
  },
  {
    rule: 'shared components import neither side',
    file: 'web/src/components/Example.tsx',
    forbidden: [
      "import { productPath } from '../public/product/paths';",
      "import { Loading } from '../admin/components/Loading';",
      "const page = () => import('../public/pages/ProductPage');",
    ],
    allowed: ["import { useToday } from './browserValues';", "import { request } from '../api/client';"],
  },
  {
    rule: 'the back office never imports the public pages',
    file: 'web/src/admin/products/Example.tsx',
    forbidden: ["import HomePage from '../../public/home/HomePage';", "import { useApi } from '../../public/data';", "const HomePage = () => import('../../public/home/HomePage');"],
    allowed: ["import { useIsMobile } from '../../components/browserValues';", "import { Thumb } from '../components/Thumb';"],
  },
  {
    rule: 'the app shell lazy-loads both audiences',
    file: 'web/src/App.tsx',
    forbidden: ["import { SITE_NAME } from '../../domain/src/constants';"],
    allowed: ["const AdminApp = () => import('./admin/AdminApp');", "const HomePage = () => import('./public/home/HomePage');"],
  },
  {
    rule: 'routes never import firebase-admin',
    file: 'functions/src/routes/example.ts',
    forbidden: ["import admin from 'firebase-admin';", "import { getFirestore } from 'firebase-admin/firestore';", "const auth = () => import('firebase-admin/auth');"],
    allowed: ["import { Router } from 'express';", "import { listProducts } from '../store/products';"],
  },
  {
    rule: "the write routes' helpers never import firebase-admin",
    file: 'functions/src/writes/example.ts',
    forbidden: ["import { getFirestore } from 'firebase-admin/firestore';"],
    allowed: ["import { findCategory } from '../store/categories';"],
  },
  {
    rule: 'the functions never start a server of their own',
    file: 'functions/src/site/example.ts',
    forbidden: ["import http from 'node:http';", "import { createServer } from 'http';", "import net from 'node:net';", "const https = () => import('node:https');"],
    allowed: ["import express from 'express';", "import { productList } from '../reads/products';"],
  },
  {
    rule: 'housekeeping never runs on a request: only the schedule and the local stack start it',
    file: 'functions/src/routes/example.ts',
    forbidden: ["import { runHousekeeping } from '../housekeeping';", "const jobs = () => import('../housekeeping');"],
    allowed: ["import { purgeTrashEntry } from '../images/trashedFiles';"],
  },
  {
    rule: 'the api app has no housekeeping middleware',
    file: 'functions/src/app.ts',
    forbidden: ["import { housekeepingJobs } from './housekeeping';"],
    allowed: ["import { trashRouter } from './routes/trash';"],
  },
  {
    rule: 'the store never imports the HTTP layer',
    file: 'functions/src/store/example.ts',
    forbidden: ["import { HttpError } from '../http/errors';", "import * as http from '../http';", "import http from 'node:http';"],
    allowed: ["import { getFirestore } from 'firebase-admin/firestore';", "import { retry } from './retry';"],
  },
  {
    rule: 'the domain by package name (build config)',
    file: 'web/vite.config.ts',
    forbidden: ["import { PRODUCTS_PAGE_FETCH_LIMIT } from '../domain/src/constants';"],
    allowed: ["import { PRODUCTS_PAGE_FETCH_LIMIT } from '@catalogue/domain';"],
  },
  {
    rule: 'the domain by package name (end-to-end tests)',
    file: 'web/e2e/example.spec.ts',
    forbidden: ["import type { Product } from '../../domain/src/products';", "import { matchesSearch } from '../../domain/src';"],
    allowed: ["import type { Product } from '@catalogue/domain';"],
  },
  {
    rule: 'the domain by package name (functions)',
    file: 'functions/src/routes/example.ts',
    forbidden: ["import { productSchema } from '../../../domain/src/products';", "const domain = () => import('../../../domain/src');"],
    allowed: ["import { productSchema } from '@catalogue/domain';"],
  },
];

describe('import boundaries', () => {
  // The first lint loads the config and its plugins, 7 s on a busy machine: once, before the cases are timed.
  beforeAll(() => boundaryErrors(cases[0].file, ''), 60_000);

  for (const { rule, file, forbidden, allowed } of cases) {
    describe(`${rule} (${file})`, () => {
      it.each(forbidden)('reports %s', async (code) => {
        expect(await boundaryErrors(file, code)).toHaveLength(1);
      });
      it.each(allowed)('accepts %s', async (code) => {
        expect(await boundaryErrors(file, code)).toEqual([]);
      });
    });
  }
});
