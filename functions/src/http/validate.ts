import type { Request } from 'express';
import type { AnySchema, InferType } from 'yup';
import { validationErrorsMap } from '@catalogue/domain';
import { validationFailed } from './errors';

type ValidationErrorLike = Error & { name: 'ValidationError'; inner: unknown[]; path?: string };
const isValidationError = (error: unknown): error is ValidationErrorLike =>
  !!error && typeof error === 'object' && (error as Error).name === 'ValidationError' && Array.isArray((error as { inner?: unknown }).inner);

/** Validates with a domain schema (all errors at once) → 400 `{ message: 'Validation failed', errors }`. */
export async function validate<S extends AnySchema>(schema: S, input: unknown, extraErrors: Record<string, string> = {}): Promise<InferType<S>> {
  ({ input, extraErrors } = rejectNonText(schema, input, extraErrors));
  try {
    // stripUnknown: false so that schemas with noUnknown() report unknown keys instead of silently dropping them.
    const value = await schema.validate(input, { abortEarly: false, stripUnknown: false });
    if (Object.keys(extraErrors).length) throw validationFailed(extraErrors);
    return value;
  } catch (error) {
    if (isValidationError(error)) {
      throw validationFailed({ ...validationErrorsMap(error as never), ...extraErrors });
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

export function queryBool(req: Request, name: string): boolean | undefined {
  const value = queryParam(req, name)?.trim().toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}

export function queryInt(req: Request, name: string, fallback: number, min: number, max: number): number {
  const raw = queryParam(req, name);
  const value = raw !== undefined && /^\s*\d+\s*$/.test(raw) ? Number(raw) : fallback;
  return Math.min(max, Math.max(min, value));
}

/** Route params as strings (Express 5 may give arrays for wildcards). */
export const param = (req: Request, name: string) => {
  const value = (req.params as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : Array.isArray(value) ? value.join('/') : '';
};

/** Whether a form or JSON body carries the field (present and not undefined). */
export const has = (fields: Record<string, unknown>, key: string) => Object.prototype.hasOwnProperty.call(fields, key) && fields[key] !== undefined;

/**
 * yup's string transforms (trim) throw on objects and arrays instead of reporting a type
 * error, so text fields holding structured JSON are reported here (and left out).
 */
function rejectNonText(schema: AnySchema, input: unknown, extraErrors: Record<string, string>) {
  const fields = (schema as unknown as { fields?: Record<string, { type?: string }> }).fields;
  if (!fields || !input || typeof input !== 'object' || Array.isArray(input)) return { input, extraErrors };
  const clean: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  const errors = { ...extraErrors };
  for (const [key, field] of Object.entries(fields)) {
    const value = clean[key];
    if (field?.type === 'string' && value !== null && typeof value === 'object') {
      errors[key] ??= 'Must be text';
      delete clean[key];
    }
  }
  return { input: clean, extraErrors: errors };
}
