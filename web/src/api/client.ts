/**
 * The single HTTP client for the /api contract: attaches the session token,
 * applies the request timeout, handles 401 once, and turns every outcome into a
 * `{ data, error }` pair so screens never deal with exceptions.
 */
import { REQUEST_TIMEOUT_MS, TOKEN_STORAGE_KEY, type ApiErrorBody, type Pagination } from '@catalogue/domain';

export const API_BASE = '/api';

export interface ApiError {
  status: number;
  message: string;
  errors?: Record<string, string>;
}

export type ApiResult<T> = { data: T; error: null; pagination?: Pagination } | { data: null; error: ApiError; pagination?: undefined };

export const tokenStore = {
  get: (): string | null => localStorage.getItem(TOKEN_STORAGE_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_STORAGE_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_STORAGE_KEY),
};

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler = () => {
  if (!window.location.pathname.startsWith('/admin/login')) window.location.assign('/admin/login');
};

/** Lets the admin area replace the full-page redirect with a router navigation. */
export function onUnauthorized(handler: UnauthorizedHandler) {
  unauthorizedHandler = handler;
}

function authHeaders(): Record<string, string> {
  const token = tokenStore.get();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

interface Envelope<T> {
  data?: T;
  pagination?: Pagination;
  message?: string;
  errors?: Record<string, string>;
}

function toResult<T>(status: number, body: unknown, unwrap: (body: Envelope<T>) => T): ApiResult<T> {
  const envelope = (body ?? {}) as Envelope<T> & Partial<ApiErrorBody>;
  if (status === 401) {
    tokenStore.clear();
    unauthorizedHandler();
  }
  if (status >= 200 && status < 300) {
    return { data: unwrap(envelope), error: null, pagination: envelope.pagination };
  }
  return {
    data: null,
    error: {
      status,
      message: envelope.message || `Request failed with status ${status}`,
      ...(envelope.errors ? { errors: envelope.errors } : {}),
    },
  };
}

const unwrapData = <T>(body: Envelope<T>) => body.data as T;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** How to read the payload from the response body; by default its `data` field. */
  unwrap?: (body: Envelope<T>) => T;
}

export function buildUrl(path: string, query?: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

export async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<ApiResult<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: {
        Accept: 'application/json',
        ...(options.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...authHeaders(),
      },
      body: options.json !== undefined ? JSON.stringify(options.json) : undefined,
      signal: controller.signal,
    });
    const body: unknown = await response.json().catch(() => null);
    return toResult(response.status, body, options.unwrap ?? unwrapData);
  } catch (error) {
    const message = controller.signal.aborted ? 'The server took too long to answer. Please try again.' : (error as Error).message;
    return { data: null, error: { status: 0, message } };
  } finally {
    clearTimeout(timer);
  }
}

export type ProgressHandler = (percent: number) => void;

/**
 * Sends multipart form data. XMLHttpRequest rather than fetch, because only it reports
 * upload progress, which the image inputs show.
 */
export function upload<T>(path: string, method: 'POST' | 'PUT', form: FormData, onProgress?: ProgressHandler): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, buildUrl(path));
    xhr.timeout = REQUEST_TIMEOUT_MS * 6;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [key, value] of Object.entries(authHeaders())) xhr.setRequestHeader(key, value);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
    }
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      resolve(toResult(xhr.status, body, unwrapData as (body: Envelope<T>) => T));
    };
    xhr.onerror = () => resolve({ data: null, error: { status: 0, message: 'Network error: the server could not be reached.' } });
    xhr.ontimeout = () => resolve({ data: null, error: { status: 0, message: 'The server took too long to answer. Please try again.' } });
    xhr.send(form);
  });
}

/**
 * Builds multipart form data from plain values: null and undefined values are left out, and
 * booleans are sent as the text true or false.
 */
export function toFormData(values: Record<string, string | number | boolean | null | undefined>, image?: File | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    form.append(key, String(value));
  }
  if (image) form.append('image', image);
  return form;
}
