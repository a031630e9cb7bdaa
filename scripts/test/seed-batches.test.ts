/**
 * The seed's labels (scripts/seed/declarations.ts) and its batches' dates: a stack started from the
 * seed moves the pressing days so the newest is a few days old (scripts/stack/batchDates.ts), so no
 * seed product turns stale (domain's labels.ts) however long after the seed was made it starts.
 */
import { describe, expect, it } from 'vitest';
import { batchStatus, DAY_MS, type ShelfLife } from '@catalogue/domain';
import { PRODUCTS } from '../seed/catalogue';
import { declarationsOf, netQuantityOf } from '../seed/declarations';
import { readSnapshot, type StoredDocument } from '../stack/firestore';
import { rebasedDays, withRebasedBatches } from '../stack/batchDates';
import { DEFAULT_SEED_DIR } from '../stack/paths';
import path from 'node:path';

const laterDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const SEED = PRODUCTS.map((product) => ({ name: product.name, ...declarationsOf(product.name, product.category).values }));
/** The newest pressing day in the seed: about when it was made. */
const SEED_DAY = SEED.map((product) => product.pressedOn).reduce((a, b) => (a > b ? a : b));

describe('the seed\'s labels', () => {
  it('declares every product: ingredients and storage in both languages, a shelf life, a pressing day', () => {
    for (const product of PRODUCTS) {
      const { values, ta } = declarationsOf(product.name, product.category);
      expect(values.ingredients && ta.ingredients && values.storage && ta.storage, product.name).toBeTruthy();
      expect(values.shelfLife.value, product.name).toBeGreaterThan(0);
      expect(values.pressedOn, product.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('reads a net quantity from every pack\'s label', () => {
    expect(netQuantityOf('5 L tin')).toEqual({ value: 5, unit: 'l' });
    expect(netQuantityOf('500 மி.லி')).toEqual({ value: 500, unit: 'ml' });
    expect(netQuantityOf('1 litre')).toEqual({ value: 1, unit: 'l' });
    expect(() => netQuantityOf('a jar')).toThrow('cannot read');
  });
});

describe('the seed\'s batches stay fresh', () => {
  it('moves every day by the same amount, the newest to three days before today', () => {
    expect(rebasedDays(['2026-11-12', '2026-11-08', '2026-10-20'], '2027-12-01')).toEqual(['2027-11-28', '2027-11-24', '2027-11-05']);
    expect(rebasedDays([], '2027-12-01')).toEqual([]);
  });

  it.each([0, 30, 180, 365, 1000])('no seed product is stale %i days after the seed was made, once its stack starts', (days) => {
    const today = laterDay(SEED_DAY, days);
    const moved = rebasedDays(SEED.map((product) => product.pressedOn), today);
    const stale = SEED.filter((product, index) => batchStatus(moved[index], product.shelfLife, today)?.stale !== false).map((product) => product.name);
    expect(stale).toEqual([]);
  });

  it('rebases the products of a snapshot, nothing else', () => {
    const doc = (name: string, fields: StoredDocument['fields']): StoredDocument => ({ path: `projects/p/databases/(default)/documents/${name}`, createTime: 0, updateTime: 0, fields });
    const documents = [
      doc('products/a', { pressedOn: { string_value: '2026-11-12' } }),
      doc('products/b', { pressedOn: { null_value: 0 } }),
      doc('orders/c', { pressedOn: { string_value: '2026-11-12' } }),
      doc('products/d/versions/1', { pressedOn: { string_value: '2026-11-12' } }),
    ];
    const rebased = withRebasedBatches(documents, '2027-12-01');
    expect(rebased.map((d) => d.fields.pressedOn)).toEqual([{ string_value: '2027-11-28' }, { null_value: 0 }, { string_value: '2026-11-12' }, { string_value: '2026-11-12' }]);
  });

  it('the committed seed, a year after it was saved, has no stale product once rebased', () => {
    const documents = readSnapshot(path.join(DEFAULT_SEED_DIR, 'firestore'));
    const savedOn = new Date(Math.max(...documents.map((d) => d.updateTime))).toISOString().slice(0, 10);
    const today = laterDay(savedOn, 365);
    const products = withRebasedBatches(documents, today).filter((d) => /\/documents\/products\/[^/]+$/.test(d.path));
    const field = (value: unknown, key: string) => (value as { map_value?: { fields?: Record<string, Record<string, unknown>> } } | undefined)?.map_value?.fields?.[key];
    const stale = products.filter((d) => {
      const life = d.fields.shelfLife;
      const value = field(life, 'value');
      const unit = field(life, 'unit')?.string_value;
      const pressedOn = (d.fields.pressedOn as { string_value?: string } | undefined)?.string_value;
      const shelfLife = value && unit ? ({ value: Number(value.integer_value ?? value.double_value), unit } as ShelfLife) : null;
      return batchStatus(pressedOn, shelfLife, today)?.stale === true;
    });
    expect(stale.map((d) => d.path)).toEqual([]);
  });
});
