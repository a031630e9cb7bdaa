/**
 * Referential integrity under concurrency: a category delete racing writes that point into the
 * category never leaves a product or subcategory pointing at a deleted category, a second
 * delete of the same document answers 404, and a slug goes to one entity only.
 */
import { describe, expect, it } from 'vitest';
import { admin, call, createCategory, createProduct, form, get, makeImage, unique } from './helpers';

const TRIALS = 20;
// Each trial is a handful of requests; on a loaded machine they take a while.
const SLOW = 240_000;

describe('integrity under concurrency', () => {
  it(`a category delete racing a product create and a subcategory create never leaves a dangling reference (${TRIALS} trials)`, async () => {
    const token = await admin();
    const outcomes = new Set<string>();
    for (let trial = 0; trial < TRIALS; trial++) {
      const main = await createCategory(token);
      const [removal, product, sub] = await Promise.all([
        call('DELETE', `/categories/${main._id}`, { token }),
        call('POST', '/products', { token, body: form({ name: unique('Race'), price: 5, category: main._id }) }),
        call('POST', '/categories', { token, body: form({ name: unique('RaceSub'), parent: main._id }) }),
      ]);
      outcomes.add(`${removal.status}/${product.status}/${sub.status}`);
      expect([200, 409]).toContain(removal.status);
      expect([201, 400, 409]).toContain(product.status);
      expect([201, 400, 409]).toContain(sub.status);

      const category = await get(`/categories/${main._id}`);
      const mains = (await get('/categories/main')).body.data as { _id: string; parent: string | null }[];
      if (removal.status === 200) {
        // Deleted: nothing created may point at it, and neither create may have succeeded after it.
        expect(category.status).toBe(404);
        if (product.status === 201) expect((await get(`/products/${product.body.data._id}`)).status).toBe(404);
        if (sub.status === 201) expect((await get(`/categories/${sub.body.data._id}`)).status).toBe(404);
        expect(mains.some((c) => c.parent === main._id)).toBe(false);
      } else {
        // Refused: a product uses it, so the product create won the race.
        expect(category.status).toBe(200);
        expect(product.status).toBe(201);
      }
      if (product.status === 201 && removal.status === 409) {
        const stored = await get(`/products/${product.body.data._id}`);
        expect(stored.body.data.category).toEqual({ _id: main._id, name: main.name, slug: main.slug });
        expect((await get(`/products?category=${main._id}`)).body.data.map((p: { _id: string }) => p._id)).toContain(product.body.data._id);
      }
      if (sub.status === 201 && removal.status === 409) {
        expect((await get(`/categories/${main._id}/subcategories`)).body.data.map((s: { _id: string }) => s._id)).toContain(sub.body.data._id);
      }
    }
    console.log(`integrity outcomes (delete/product/subcategory): ${[...outcomes].join(', ')}`);
  }, SLOW);

  it('moving a product into a category racing its delete never leaves a dangling reference', async () => {
    const token = await admin();
    const home = await createCategory(token);
    for (let trial = 0; trial < 10; trial++) {
      const product = await createProduct(token, { category: home._id });
      const target = await createCategory(token);
      const [removal, move] = await Promise.all([
        call('DELETE', `/categories/${target._id}`, { token }),
        call('PUT', `/products/${product._id}`, { token, body: form({ category: target._id }) }),
      ]);
      const stored = (await get(`/products/${product._id}`)).body.data;
      const targetExists = (await get(`/categories/${target._id}`)).status === 200;
      expect(removal.status === 200).toBe(!targetExists);
      if (stored.category._id === target._id) expect(targetExists).toBe(true);
      if (removal.status === 200) expect(move.status).not.toBe(200);
      await call('DELETE', `/products/${product._id}`, { token });
    }
  }, SLOW);

  it('two concurrent deletes of one document answer one 200 and one 404 (categories, products, gallery)', async () => {
    const token = await admin();
    for (let trial = 0; trial < 5; trial++) {
      const category = await createCategory(token);
      const product = await createProduct(token, { category: (await createCategory(token))._id });
      const item = await call('POST', '/gallery', { token, body: form({ title: unique('G'), category: 'Race' }, { data: await makeImage(40, 40) }) });
      expect(item.status).toBe(201);
      for (const path of [`/categories/${category._id}`, `/products/${product._id}`, `/gallery/${item.body.data._id}`]) {
        const statuses = (await Promise.all([call('DELETE', path, { token }), call('DELETE', path, { token })])).map((r) => r.status).sort();
        expect(statuses, path).toEqual([200, 404]);
      }
    }
  }, SLOW);

  it('products asking for one slug at the same time (updates and a create): one gets it, the others 409, and the slug finds the winner', async () => {
    const token = await admin();
    const category = await createCategory(token);
    for (let trial = 0; trial < 3; trial++) {
      const products = await Promise.all([1, 2, 3].map(() => createProduct(token, { category: category._id })));
      const slug = unique('race');
      const answers = await Promise.all([
        ...products.map((p) => call('PUT', `/products/${p._id}`, { token, body: form({ slug }) })),
        call('POST', '/products', { token, body: form({ name: unique('Race'), price: 1, category: category._id, slug }) }),
      ]);
      const winners = answers.filter((r) => r.status < 300);
      expect(answers.map((r) => r.status).sort()).toEqual([...(winners[0].status === 201 ? [201] : [200]), 409, 409, 409]);
      expect((await get(`/products/by-slug/${slug}`)).body.data._id).toBe(winners[0].body.data._id);
      const slugs = (await Promise.all(products.map((p) => get(`/products/${p._id}`)))).map((r) => r.body.data.slug);
      expect(slugs.filter((s) => s === slug).length).toBe(winners[0].status === 200 ? 1 : 0);
    }
  }, SLOW);
});
