/**
 * The access table (src/http/access.ts) against the routes the app really registers: every route has
 * a rule, every rule a route, and every route that needs a session runs `access` first.
 */
import type { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { ACCESS_RULES, access, ruleKey } from '../src/http/access';

interface Layer {
  rawPath?: unknown;
  handle: Router & { stack?: Layer[] };
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: unknown }[] };
}

interface Registered {
  key: string;
  handlers: unknown[];
}

/** Every route under `stack`, with its full path (mount paths are plain strings in this app). */
function routesOf(stack: Layer[], mountPath = ''): Registered[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const { path, methods, stack: handlers } = layer.route;
      return Object.keys(methods)
        .filter((method) => methods[method] && method !== '_all')
        .map((method) => ({ key: ruleKey(method, mountPath, path), handlers: handlers.map((h) => h.handle) }));
    }
    if (Array.isArray(layer.handle.stack)) {
      const at = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      return routesOf(layer.handle.stack, `${mountPath}${at}`);
    }
    return [];
  });
}

const app = createApp() as unknown as { router: { stack: Layer[] } };
const registered = routesOf(app.router.stack);

describe('the access table', () => {
  it('finds the routes (sanity: the walk sees the app)', () => {
    expect(registered.length).toBeGreaterThan(80);
    expect(registered.map((route) => route.key)).toContain('PATCH /api/orders/:id');
  });

  it('has a rule for every route the app registers, and no rule without a route', () => {
    const keys = registered.map((route) => route.key);
    expect(keys.filter((key) => !(key in ACCESS_RULES))).toEqual([]);
    expect(Object.keys(ACCESS_RULES).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('registers each route once', () => {
    const keys = registered.map((route) => route.key);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('runs `access` first on every route that needs a session', () => {
    const unguarded = registered.filter((route) => ACCESS_RULES[route.key] !== 'public' && route.handlers[0] !== access).map((route) => route.key);
    expect(unguarded).toEqual([]);
  });

  it('lets staff into the order book, its bills, the stock counts and the batches to replace only, as the contract says', () => {
    const staffRoutes = Object.entries(ACCESS_RULES)
      .filter(([, rule]) => rule === 'staff')
      .map(([key]) => key)
      .sort();
    expect(staffRoutes).toEqual([
      'GET /api/batches',
      'GET /api/orders',
      'GET /api/orders/:id',
      'GET /api/orders/:id/bill',
      'GET /api/orders/to-collect',
      'GET /api/products/:id/stock',
      'GET /api/stock',
      'PATCH /api/orders/:id',
      'POST /api/products/:id/stock',
    ]);
  });
});
