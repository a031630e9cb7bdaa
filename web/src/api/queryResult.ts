/**
 * TanStack Query wants a rejected promise for a failure; the client answers `{ data, error }`.
 * `unwrap` turns a failed result into an ApiQueryError carrying the API's status, message and field errors.
 */
import type { Pagination } from '@catalogue/domain';
import type { ApiError, ApiResult } from './client';

export class ApiQueryError extends Error implements ApiError {
  readonly status: number;
  readonly errors?: Record<string, string>;
  constructor(error: ApiError) {
    super(error.message);
    this.name = 'ApiQueryError';
    this.status = error.status;
    if (error.errors) this.errors = error.errors;
  }
}

/** The result's data, or a thrown ApiQueryError. */
export async function unwrap<T>(result: Promise<ApiResult<T>>): Promise<T> {
  const { data, error } = await result;
  if (error) throw new ApiQueryError(error);
  return data;
}

/** A list with the pagination the API sent beside it (product lists). */
export async function unwrapPage<T>(result: Promise<ApiResult<T[]>>): Promise<{ items: T[]; pagination?: Pagination }> {
  const answer = await result;
  if (answer.error) throw new ApiQueryError(answer.error);
  return { items: answer.data, pagination: answer.pagination };
}

/** A client error (4xx): asking again gives the same answer. */
export const isClientError = (error: unknown) => error instanceof ApiQueryError && error.status >= 400 && error.status < 500;

/** What a failed query or mutation threw, as the API's error (status, message, field errors): forms show it and its debug panel. */
export const asApiError = (error: unknown): ApiError =>
  error instanceof ApiQueryError
    ? { status: error.status, message: error.message, ...(error.errors ? { errors: error.errors } : {}) }
    : { status: 0, message: error instanceof Error ? error.message : String(error) };
