import { describe, expect, it } from 'vitest';
import { localizedPath, pathLanguage, unlocalizedPath } from '../src/languagePaths';

describe('public addresses per language', () => {
  it('a path under /ta/ (or /ta itself) is Tamil; every other path is English, /tamil and /taxes too', () => {
    expect(pathLanguage('/ta')).toBe('ta');
    expect(pathLanguage('/ta/')).toBe('ta');
    expect(pathLanguage('/ta/products/sesame-oil')).toBe('ta');
    for (const path of ['/', '/products', '/tamil', '/taxes', '/products/ta', '/TA/products']) expect(pathLanguage(path)).toBe('en');
  });

  it('the English path of any public path: the prefix goes, the home page stays /', () => {
    expect(unlocalizedPath('/ta')).toBe('/');
    expect(unlocalizedPath('/ta/')).toBe('/');
    expect(unlocalizedPath('/ta/category/oils')).toBe('/category/oils');
    expect(unlocalizedPath('/products/ta')).toBe('/products/ta');
    expect(unlocalizedPath('/tamil')).toBe('/tamil');
  });

  it('an English path in a language keeps its query and hash; English is the path itself', () => {
    expect(localizedPath('ta', '/')).toBe('/ta/');
    expect(localizedPath('ta', '/products/sesame?size=1-l#photos')).toBe('/ta/products/sesame?size=1-l#photos');
    expect(localizedPath('en', '/products?size=1-l')).toBe('/products?size=1-l');
    for (const path of ['/', '/gallery', '/products/x?size=y']) expect(unlocalizedPath(localizedPath('ta', path.split('?')[0]))).toBe(path.split('?')[0]);
  });
});
