/** untranslatedCount and textsInEveryLanguage: what the back office marks, filters and searches. */
import { describe, expect, test } from 'vitest';
import { textsInEveryLanguage, untranslatedCount } from '../src';

/** The texts these entities have in each language (a declaration's translated fields in the app). */
const TEXTS = ['name', 'description'] as const;

const product = {
  name: 'Gingelly Oil',
  description: 'Pressed in wood.',
  translations: { ta: { name: 'நல்லெண்ணெய்' } },
  variants: [
    { label: '500 ml', translations: { ta: { label: '500 மி.லி' } } },
    { label: '1 L', translations: {} },
  ],
};

describe('untranslatedCount', () => {
  test('counts the texts that say something and have no Tamil, the parts’ included', () => {
    expect(untranslatedCount(product, TEXTS)).toBe(1);
    expect(untranslatedCount(product, TEXTS, { items: product.variants, fields: ['label'] })).toBe(2);
  });

  test('an empty English text needs no Tamil; a blank or invisible Tamil one does not count as translated', () => {
    expect(untranslatedCount({ name: 'Oil', description: '', translations: { ta: { name: 'எண்ணெய்' } } }, TEXTS)).toBe(0);
    expect(untranslatedCount({ name: 'Oil', description: '', translations: { ta: { name: ' \u200b ' } } }, TEXTS)).toBe(1);
  });

  test('no translations at all (null or missing) counts every text', () => {
    expect(untranslatedCount({ name: 'Oil', description: 'Good', translations: null }, TEXTS)).toBe(2);
    const untouched: { name: string; description: string; translations?: undefined } = { name: 'Oil', description: 'Good' };
    expect(untranslatedCount(untouched, TEXTS)).toBe(2);
  });

  test('a translations object with a __proto__ key reads nothing from it', () => {
    const translations = JSON.parse('{"ta":{"__proto__":{"name":"x"}}}') as { ta: Record<string, string> };
    expect(untranslatedCount({ name: 'Oil', description: '', translations }, TEXTS)).toBe(1);
  });
});

describe('textsInEveryLanguage', () => {
  test('the English texts, then the Tamil ones given', () => {
    expect(textsInEveryLanguage(product, TEXTS)).toEqual(['Gingelly Oil', 'Pressed in wood.', 'நல்லெண்ணெய்']);
    expect(textsInEveryLanguage(product.variants[1], ['label'])).toEqual(['1 L']);
  });
});
