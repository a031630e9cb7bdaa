/**
 * An entity's plain fields: those stored, sent by the API and edited in its form under the same
 * name and with the same type (a product's name, description, price, featured, inStock). Each
 * entity declares them once, as yup schemas (products.ts, categories.ts, gallery.ts); its API
 * type, stored record, form values and update merge are derived from that declaration, so a new
 * plain field is written in one place. Fields that change shape on the way (the slug, the image,
 * references to categories) are written out beside them.
 */
import type * as yup from 'yup';

export type PlainFields = Record<string, yup.AnySchema>;

export type PlainValues<F extends PlainFields> = { [K in keyof F]: yup.InferType<F[K]> };

/** The plain fields' values in `source`, and nothing else. */
export function pickPlain<F extends PlainFields>(fields: F, source: PlainValues<F>): PlainValues<F> {
  return Object.fromEntries(Object.keys(fields).map((key) => [key, source[key]])) as PlainValues<F>;
}

/** The value each plain field takes when nothing gives one: its schema's default (null included), else the empty value of its type. */
export function plainDefaults<F extends PlainFields>(fields: F): PlainValues<F> {
  return Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, fieldDefault(schema)])) as PlainValues<F>;
}

const EMPTY_OF_TYPE: Record<string, unknown> = { string: '', number: 0, boolean: false };

export function fieldDefault(schema: yup.AnySchema): unknown {
  const value: unknown = schema.getDefault();
  return value !== undefined ? value : (EMPTY_OF_TYPE[schema.type] ?? null);
}
