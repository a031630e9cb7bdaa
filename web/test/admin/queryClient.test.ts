import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../src/admin/queryClient';
import { ApiQueryError, unwrap, unwrapPage } from '../../src/api/queryResult';

const retry = createQueryClient().getDefaultOptions().queries?.retry as (failures: number, error: unknown) => boolean;

describe('the back office query client', () => {
  it('never retries a 4xx: the same request gets the same answer', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 429]) expect(retry(0, new ApiQueryError({ status, message: 'no' }))).toBe(false);
  });

  it('retries a server or network failure twice', () => {
    for (const error of [new ApiQueryError({ status: 500, message: 'boom' }), new ApiQueryError({ status: 0, message: 'offline' })]) {
      expect(retry(0, error)).toBe(true);
      expect(retry(1, error)).toBe(true);
      expect(retry(2, error)).toBe(false);
    }
  });

  it('does not refetch when the window regains focus', () => {
    expect(createQueryClient().getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });
});

describe('unwrap', () => {
  it('gives the data of a success', async () => {
    await expect(unwrap(Promise.resolve({ data: [1, 2], error: null }))).resolves.toEqual([1, 2]);
  });

  it("throws the API's status, message and field errors", async () => {
    const failure = unwrap(Promise.resolve({ data: null, error: { status: 400, message: 'Invalid', errors: { name: 'Required' } } }));
    await expect(failure).rejects.toBeInstanceOf(ApiQueryError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'Invalid', errors: { name: 'Required' } });
  });

  it('keeps the pagination of a page', async () => {
    const pagination = { page: 1, pages: 3, total: 25, limit: 10 };
    await expect(unwrapPage(Promise.resolve({ data: ['a'], error: null, pagination }))).resolves.toEqual({ items: ['a'], pagination });
  });
});
