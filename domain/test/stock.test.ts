import { describe, expect, it } from 'vitest';
import { readStockMap, stockChangeSchema, stockLevel, withCounts } from '../src';

describe('stock', () => {
  it('reads stored counts tolerantly: anything but a whole count is "not counted", never a prototype key', () => {
    const stored = JSON.parse('{"1-l":{"count":4,"lowStock":2},"5-l":{"count":-1},"2-l":{"count":1.5},"x":{"count":"3"},"__proto__":{"count":1},"tin":{"count":0,"lowStock":"a"}}');
    expect(readStockMap(stored)).toEqual({ '1-l': { count: 4, lowStock: 2 }, tin: { count: 0, lowStock: null } });
    expect(readStockMap(null)).toEqual({});
    expect(readStockMap([1])).toEqual({});
  });

  it('a counted size is in stock while its count is above 0; low at or below its threshold', () => {
    const sizes = [
      { key: '1-l', inStock: false },
      { key: 'tin', inStock: true },
      { key: 'free', inStock: false },
    ];
    expect(withCounts(sizes, { '1-l': { count: 3, lowStock: null }, tin: { count: 0, lowStock: null } }).map((s) => s.inStock)).toEqual([true, false, false]);
    expect(withCounts([{ key: 'toString', inStock: true }], {})[0].inStock).toBe(true);
    expect([stockLevel({ count: 0, lowStock: 5 }), stockLevel({ count: 5, lowStock: 5 }), stockLevel({ count: 6, lowStock: 5 }), stockLevel({ count: 1, lowStock: null })]).toEqual(['out', 'low', 'ok', 'ok']);
  });

  it('a stocktake sets a count (null stops counting); other reasons move it with the right sign; a threshold alone needs no reason', async () => {
    expect(await stockChangeSchema.validate({ variantKey: '1-l', reason: 'stocktake', count: '12' })).toMatchObject({ count: 12 });
    expect(await stockChangeSchema.validate({ variantKey: '1-l', reason: 'stocktake', count: null })).toMatchObject({ count: null });
    expect(await stockChangeSchema.validate({ variantKey: '1-l', reason: 'correction', change: '-2' })).toMatchObject({ change: -2 });
    expect(await stockChangeSchema.validate({ variantKey: '1-l', lowStock: null })).toMatchObject({ lowStock: null });
    await expect(stockChangeSchema.validate({ variantKey: '1-l', reason: 'received', change: -2 })).rejects.toThrow('A batch received adds to the count');
    await expect(stockChangeSchema.validate({ variantKey: '1-l', reason: 'damaged', change: 2 })).rejects.toThrow('Damaged stock takes from the count');
    await expect(stockChangeSchema.validate({ variantKey: '1-l', reason: 'stocktake' })).rejects.toThrow('Count must be');
    await expect(stockChangeSchema.validate({ variantKey: '1-l' })).rejects.toThrow('Choose a reason');
  });
});
