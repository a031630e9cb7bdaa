import { afterEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { OFFLINE_REFUSAL, request, serverReached, upload } from '../../src/api/client';
import { unwrap } from '../../src/api/queryResult';
import { createQueryClient } from '../../src/admin/queryClient';

const answered = () => new Response(JSON.stringify({ success: true, data: { ok: true } }), { status: 200 });

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  onlineManager.setOnline(false);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe('changes while offline', () => {
  it('are refused at once with the message, and nothing is sent', async () => {
    goOffline();
    const fetchMock = vi.fn();
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    vi.stubGlobal('fetch', fetchMock);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      expect(await request('/orders/o1', { method, json: { status: 'confirmed' } })).toEqual({ data: null, error: { status: 0, message: OFFLINE_REFUSAL } });
    }
    expect(await request('/products', { method: 'POST', json: { name: 'Sesame oil' }, idempotent: true })).toMatchObject({ error: { message: OFFLINE_REFUSAL } });
    expect(await upload('/products/p1', 'PUT', new FormData())).toMatchObject({ error: { message: OFFLINE_REFUSAL } });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('a read is still asked (the browser answers it from the network or fails it)', async () => {
    goOffline();
    const fetchMock = vi.fn().mockResolvedValue(answered());
    vi.stubGlobal('fetch', fetchMock);
    expect((await request('/orders')).data).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("fail through the back office's query client at once, never held to send later", async () => {
    goOffline();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const observer = new MutationObserver(createQueryClient(), { mutationFn: () => unwrap(request('/orders/o1', { method: 'PATCH', json: { status: 'confirmed' } })) });
    await expect(observer.mutate()).rejects.toThrow(OFFLINE_REFUSAL);
    expect(observer.getCurrentResult()).toMatchObject({ status: 'error', isPaused: false });
    onlineManager.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('whether the server was reached', () => {
  it('is false after a request that could not reach it, true again once one is answered', async () => {
    const changes = vi.fn();
    const stop = serverReached.subscribe(changes);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(answered()));
    await request('/orders');
    expect(serverReached.get()).toBe(false);
    await request('/orders');
    expect(serverReached.get()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(2);
    stop();
  });
});
