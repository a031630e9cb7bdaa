import type { Request } from 'express';
import type { AnySchema, InferType } from 'yup';
import { UNKNOWN_LANGUAGE_MESSAGE, isLanguage, validationErrorsMap, type Language } from '@catalogue/domain';
import { HttpError, validationFailed } from './errors';

type ValidationErrorLike = Error & { name: 'ValidationError'; inner: unknown[]; path?: string };
const isValidationError = (error: unknown): error is ValidationErrorLike =>
  !!error && typeof error === 'object' && (error as Error).name === 'ValidationError' && Array.isArray((error as { inner?: unknown }).inner);

/**
 * Validates with a domain schema (all errors at once) → 400 `{ message: 'Validation failed', errors }`.
 * The schema sees only the fields it knows (see `knownInput`); `extraErrors` are the route's own;
 * `context`, what the schema's tests read besides the value (a backup's `mrpOptional`).
 */
export async function validate<S extends AnySchema>(
  schema: S,
  input: unknown,
  extraErrors: Record<string, string> = {},
  context?: Record<string, unknown>,
): Promise<InferType<S>> {
  const errors = Object.assign(emptyMap(), extraErrors);
  const known = knownInput(schema, input, '', errors);
  try {
    const value = (await schema.validate(known, { abortEarly: false, context })) as InferType<S>;
    if (Object.keys(errors).length) throw validationFailed(errors);
    return value;
  } catch (error) {
    if (isValidationError(error)) {
      throw validationFailed(Object.assign(emptyMap(), validationErrorsMap(error as never), errors));
    }
    throw error;
  }
}

/** A query parameter as a single string (the first when repeated). */
export function queryParam(req: Request, name: string): string | undefined {
  const value = (req.query as Record<string, unknown>)[name];
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * The query string as the client sent it, every repeat and key kept (the parsed `req.query` drops a
 * `__proto__` key). Read from the text after `?` only, so no request target can make it throw.
 */
export function querySent(req: Request): URLSearchParams {
  const url = req.originalUrl;
  const start = url.indexOf('?');
  return new URLSearchParams(start < 0 ? '' : url.slice(start + 1));
}

const FLAG_VALUES = new Map([
  ['1', true],
  ['true', true],
  ['0', false],
  ['false', false],
]);

/**
 * A flag in the query (`?featured=1`): 1 or true, 0 or false (in any case), or absent (undefined).
 * Anything else (another word, an empty or bare flag, a repeated one) is a 400 naming the flag: a
 * flag the API cannot read is never taken for either value. The one reader of every flag.
 */
export function queryFlag(req: Request, name: string): boolean | undefined {
  const values = querySent(req).getAll(name);
  if (values.length === 0) return undefined;
  const flag = values.length === 1 ? FLAG_VALUES.get(values[0].toLowerCase()) : undefined;
  if (flag === undefined) throw new HttpError(400, `${name} must be 1 or 0 (true or false), given once.`, { [name]: 'Must be 1 or 0 (true or false), given once' });
  return flag;
}

export function queryInt(req: Request, name: string, fallback: number, min: number, max: number): number {
  const raw = queryParam(req, name);
  const value = raw !== undefined && /^\s*\d+\s*$/.test(raw) ? Number(raw) : fallback;
  return Math.min(max, Math.max(min, value));
}

/** `?lang=`: the language a public read answers in; undefined without it (the stored shape, with `translations`); 400 for any other value. */
export function queryLanguage(req: Request): Language | undefined {
  const value = (req.query as Record<string, unknown>).lang;
  if (value === undefined) return undefined;
  if (!isLanguage(value)) throw new HttpError(400, UNKNOWN_LANGUAGE_MESSAGE);
  return value;
}

/** Route params as strings (Express 5 may give arrays for wildcards). */
export const param = (req: Request, name: string) => {
  const value = (req.params as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : Array.isArray(value) ? value.join('/') : '';
};

/** Whether a form or JSON body carries the field (present and not undefined). */
export const has = (fields: Record<string, unknown>, key: string) => Object.prototype.hasOwnProperty.call(fields, key) && fields[key] !== undefined;

const emptyMap = () => Object.create(null) as Record<string, string>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !Buffer.isBuffer(value);

/** What `knownInput` reads of a yup schema: an object schema's fields, an array schema's item schema, whether it refuses unknown keys. */
interface SchemaShape {
  type: string;
  fields?: Record<string, SchemaShape>;
  innerType?: SchemaShape;
  spec: { noUnknown?: boolean };
}

/**
 * The input as the schema knows it: a null-prototype copy holding only the schema's fields, nested
 * object schemas and the items of arrays of them alike. yup looks each input key up in its
 * plain-object `fields` map, so a key named `constructor`, `toString` or `valueOf` found an
 * Object.prototype method instead of a schema and threw a TypeError (a 500); here no such key
 * reaches it. Into `errors` go the unknown keys of a schema that refuses them (noUnknown), and
 * structured values sent for text fields (yup's trim would throw on them instead of reporting a
 * type error).
 */
function knownInput(schema: AnySchema, input: unknown, path: string, errors: Record<string, string>): unknown {
  const { fields, innerType, spec } = schema as unknown as SchemaShape;
  if (innerType && Array.isArray(input)) return input.map((item, index) => knownValue(innerType, item, `${path}[${index}]`, errors));
  if (!fields || !isRecord(input)) return input;
  const known = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of Object.entries(input)) {
    const at = path ? `${path}.${key}` : key;
    const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (!field) {
      if (spec.noUnknown) errors[at] ??= 'Unknown field';
    } else {
      const knownField = knownValue(field, value, at, errors);
      if (knownField !== undefined) known[key] = knownField;
    }
  }
  return known;
}

/** An object or a list sent as JSON text (a multipart field), parsed; anything else as it is (the schema reports it). */
function parsedStructure(value: string): unknown {
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed !== null && typeof parsed === 'object' ? parsed : value;
  } catch {
    return value;
  }
}

/** One value for its field's schema; undefined (left out) when it is refused here. */
function knownValue(field: SchemaShape, value: unknown, at: string, errors: Record<string, string>): unknown {
  // JSON text for an object or a list is read here, so that its keys are checked like a JSON body's.
  if (typeof value === 'string' && (field.type === 'object' || field.type === 'array')) {
    const parsed = parsedStructure(value);
    return parsed === value ? value : knownInput(field as unknown as AnySchema, parsed, at, errors);
  }
  if (value === null || typeof value !== 'object') return value;
  if (field.type === 'string') {
    errors[at] ??= 'Must be text';
    return undefined;
  }
  // yup's boolean and number casts call String() on the value, which throws on a null-prototype
  // object (a 500); an ordinary empty object fails their type check with the field's own message.
  if (field.type === 'boolean' || field.type === 'number') return {};
  return knownInput(field as unknown as AnySchema, value, at, errors);
}
