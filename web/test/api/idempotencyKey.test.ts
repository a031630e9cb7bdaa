import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitJsonTestForm } from '../../src/api/gallery';

const values = { name: 'Mustard oil', description: '', category: 'c1', price: 0, gallery: false };
const keysSent = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.map(([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key']);
const created = () => new Response(JSON.stringify({ success: true, data: { _id: 'p1' } }), { status: 201 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('creates send one Idempotency-Key per submission', () => {
  it('a lost answer is sent again with the same key; a new submission gets a new key', async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(created()).mockResolvedValueOnce(created());
    vi.stubGlobal('fetch', fetchMock);
    expect((await submitJsonTestForm(values)).data).toMatchObject({ data: { _id: 'p1' } });
    expect(await submitJsonTestForm(values)).toMatchObject({ data: { data: { _id: 'p1' } } });
    const [first, retry, next] = keysSent(fetchMock);
    expect(first).toMatch(/^[\x21-\x7e]{1,200}$/);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('when no answer ever comes, the same values sent again reuse the key', async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(created());
    vi.stubGlobal('fetch', fetchMock);
    expect((await submitJsonTestForm(values)).error).toMatchObject({ status: 0 });
    expect((await submitJsonTestForm(values)).data).toMatchObject({ data: { _id: 'p1' } });
    expect(new Set(keysSent(fetchMock)).size).toBe(1);
  });
});
