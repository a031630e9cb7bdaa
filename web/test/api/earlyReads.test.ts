import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEarly, request, tokenStore } from '../../src/api/client';

const answer = (data: unknown, status = 200) => new Response(JSON.stringify({ success: status < 400, data, message: 'Not authorized' }), { status });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('reads sent early', () => {
  it('answer the first request for the same address, once; another request asks again', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(answer({ n: 1 })).mockResolvedValueOnce(answer({ n: 2 }));
    vi.stubGlobal('fetch', fetchMock);
    readEarly(() => void request('/orders', { query: { limit: 20 } }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/orders?limit=20');
    expect((await request('/orders', { query: { limit: 20 } })).data).toEqual({ n: 1 });
    expect((await request('/orders', { query: { limit: 20 } })).data).toEqual({ n: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('are read by the request that takes them: a refused session is handled then, not when sent', async () => {
    tokenStore.set('stale');
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(answer(null, 401))));
    readEarly(() => void request('/auth/me'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(tokenStore.get()).toBe('stale');
    expect((await request('/auth/me')).error?.status).toBe(401);
    expect(tokenStore.get()).toBeNull();
  });

  it('are not kept past the back office freshness: a late request asks the server again', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn().mockResolvedValueOnce(answer({ n: 1 })).mockResolvedValueOnce(answer({ n: 2 }));
    vi.stubGlobal('fetch', fetchMock);
    readEarly(() => void request('/products'));
    await vi.advanceTimersByTimeAsync(30_000);
    expect((await request('/products')).data).toEqual({ n: 2 });
  });

  it('are reads only: a change is sent as asked', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(answer({ ok: true })));
    vi.stubGlobal('fetch', fetchMock);
    readEarly(() => void request('/orders/o1', { method: 'PATCH', json: { status: 'confirmed' } }));
    expect((await request('/orders/o1', { method: 'PATCH', json: { status: 'confirmed' } })).data).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
