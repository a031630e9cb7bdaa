import { describe, expect, it } from 'vitest';
import { firestore } from '../src/firebase';
import { countLinkOpen, linkOpensSince } from '../src/store/linkOpens';
import { unique } from './fixtures';

/** A product's counts from `firstDay` on, as [day, size, count], sorted. */
const countsOf = async (productId: string, firstDay: string) =>
  (await linkOpensSince(firstDay))
    .filter((entry) => entry.productId === productId)
    .map(({ day, variantKey, count }) => [day, variantKey, count])
    .sort();

describe('order-link openings', () => {
  it("counts on the business's day (India's calendar), one document per day, product and size", async () => {
    const product = unique('product');
    // 20:00 UTC on the 10th is 01:30 on the 11th in India.
    await countLinkOpen(product, '1-l', new Date('2003-05-10T20:00:00Z'));
    await countLinkOpen(product, '1-l', new Date('2003-05-11T12:00:00Z'));
    await countLinkOpen(product, '500-ml', new Date('2003-05-10T10:00:00Z'));
    expect(await countsOf(product, '2003-05-01')).toEqual([
      ['2003-05-10', '500-ml', 1],
      ['2003-05-11', '1-l', 2],
    ]);
    const stored = await firestore().collection('linkOpens').doc(`2003-05-11_${product}_1-l`).get();
    expect(stored.data()).toEqual({ day: '2003-05-11', productId: product, variantKey: '1-l', count: 2 });
  });

  it('reads the days from the first one asked for on', async () => {
    const product = unique('product');
    for (const day of ['2004-02-27', '2004-02-28', '2004-02-29', '2004-03-01']) await countLinkOpen(product, '1-l', new Date(`${day}T06:00:00Z`));
    expect((await countsOf(product, '2004-02-29')).map(([day]) => day)).toEqual(['2004-02-29', '2004-03-01']);
    expect(await countsOf(product, '2004-03-02')).toEqual([]);
  });

  it('loses no count when openings of several sizes and days arrive together', async () => {
    const product = unique('product');
    const days = [new Date('2005-08-01T06:00:00Z'), new Date('2005-08-02T06:00:00Z')];
    await Promise.all(Array.from({ length: 12 }, (_, i) => countLinkOpen(product, i % 3 ? '1-l' : '5-l', days[i % 2])));
    expect(await countsOf(product, '2005-08-01')).toEqual([
      ['2005-08-01', '1-l', 4],
      ['2005-08-01', '5-l', 2],
      ['2005-08-02', '1-l', 4],
      ['2005-08-02', '5-l', 2],
    ]);
  });

  it('reads counts stored in another form', async () => {
    const product = unique('product');
    const col = firestore().collection('linkOpens');
    await col.doc(`2006-01-01_${product}_a`).set({ day: '2006-01-01', productId: product, variantKey: 7, count: '4' });
    await col.doc(`2006-01-01_${product}_b`).set({ day: '2006-01-01', productId: product, variantKey: '1-l' });
    expect(await countsOf(product, '2006-01-01')).toEqual([
      ['2006-01-01', '', 4],
      ['2006-01-01', '1-l', 0],
    ]);
  });
});
