import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { ProductPhoto } from '@catalogue/domain';
import { productsCol } from '../src/store/collections';
import { photoFields, readPhotos } from '../src/store/photos';
import { getProduct, updateProduct } from '../src/store/products';
import { makeCategory, makeProduct, unique } from './fixtures';

const hash = (n: number) => String(n).repeat(24).slice(0, 24);
const photo = (n: number): ProductPhoto => ({
  _id: hash(n),
  src: `/uploads/products/${hash(n)}-1024.webp`,
  variants: [
    { width: 320, src: `/uploads/products/${hash(n)}-320.webp` },
    { width: 1024, src: `/uploads/products/${hash(n)}-1024.webp` },
  ],
  width: 1024,
  height: 768,
  social: `/uploads/products/${hash(n)}-social.jpg`,
});
const { _id: _cover, ...coverInfo } = photo(1);
void _cover;

/** Writes a product document as an older version (or a hand edit) left it, and reads it through the store. */
async function storedAndRead(fields: Record<string, unknown>) {
  const category = await makeCategory();
  const ref = productsCol().doc();
  await ref.set({ name: unique('product'), slug: unique('slug'), categoryId: category.id, createdAt: Timestamp.now(), updatedAt: Timestamp.now(), ...fields });
  await makeCategory(); // a catalogue write: the cached catalogue is read again
  return getProduct(ref.id);
}

describe('product photos', () => {
  it('the cover (the first photo) is stored as image and imageInfo too; no photos, no cover', () => {
    expect(photoFields([photo(1), photo(2)])).toEqual({ images: [photo(1), photo(2)], image: photo(1).src, imageInfo: coverInfo });
    expect(photoFields([])).toEqual({ images: [], image: '', imageInfo: null });
  });

  it('reads a photo list tolerantly: entries without an address are dropped, missing parts get defaults', () => {
    const stored = {
      images: [
        photo(1),
        null,
        'not a photo',
        ['nor', 'this'],
        { width: 100 },
        { src: `/uploads/products/${hash(2)}-1024.webp`, variants: [{ width: '640', src: '/uploads/products/x-640.webp' }, { width: 320 }, 'bad'], width: -5, height: Number.NaN, social: '' },
        { src: '/uploads/products/legacy.webp', variants: 'none' },
      ],
    };
    expect(readPhotos(stored)).toEqual([
      photo(1),
      { _id: hash(2), src: `/uploads/products/${hash(2)}-1024.webp`, variants: [{ width: 0, src: '/uploads/products/x-640.webp' }], width: 0, height: 0, social: null },
      { _id: createHash('sha256').update('/uploads/products/legacy.webp').digest('hex').slice(0, 24), src: '/uploads/products/legacy.webp', variants: [], width: 0, height: 0, social: null },
    ]);
  });

  it('a product stored before photos were a list has its one image as the cover', () => {
    expect(readPhotos({ imageInfo: coverInfo, image: 'ignored' })).toEqual([photo(1)]);
    expect(readPhotos({ imageInfo: { src: '' }, image: '/uploads/products/old.webp' })).toEqual([
      { _id: createHash('sha256').update('/uploads/products/old.webp').digest('hex').slice(0, 24), src: '/uploads/products/old.webp', variants: [], width: 0, height: 0, social: null },
    ]);
    expect(readPhotos({ images: 'not a list', imageInfo: null, image: 5 })).toEqual([]);
    expect(readPhotos({})).toEqual([]);
  });

  it('the store reads a product stored with only its old image fields; an update of its other fields keeps that cover', async () => {
    const legacy = await storedAndRead({ imageInfo: coverInfo, image: coverInfo.src });
    expect(legacy).toMatchObject({ images: [photo(1)], image: coverInfo.src, imageInfo: coverInfo });

    await updateProduct(legacy.id, () => ({ description: 'Wood pressed' }));
    expect(await getProduct(legacy.id)).toMatchObject({ description: 'Wood pressed', images: [photo(1)], image: coverInfo.src });
  });

  it('the store reads a product whose stored cover disagrees with its list: the list wins', async () => {
    const product = await storedAndRead({ images: [photo(2), { bad: true }, photo(1)], image: coverInfo.src, imageInfo: coverInfo });
    expect(product).toMatchObject({ images: [photo(2), photo(1)], image: photo(2).src });
  });

  it('a product created with photos stores the cover with them', async () => {
    const product = await makeProduct({ categoryId: (await makeCategory()).id, ...photoFields([photo(3), photo(4)]) });
    const stored = (await productsCol().doc(product.id).get()).data()!;
    expect(stored).toMatchObject({ images: [photo(3), photo(4)], image: photo(3).src });
    expect((await getProduct(product.id)).images).toEqual([photo(3), photo(4)]);
  });
});
