/**
 * The single HTTP client for the /api contract: attaches the session token,
 * applies the request timeout, handles 401 once, and turns every outcome into a
 * `{ data, error }` pair so screens never deal with exceptions.
 */
import type { ApiErrorBody, Pagination } from '@catalogue/domain';
import { rememberEtag } from './etags';

/** Where the session token is kept (the back office's page reads it before its code: web/vite.config.ts screenPreloads). */
export const TOKEN_STORAGE_KEY = 'token';
const DEVICE_TOKEN_STORAGE_KEY = 'deviceToken';
const REQUEST_TIMEOUT_MS = 10_000;
const API_BASE = '/api';

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

/**
 * The token that makes this browser a trusted device of the accounts signed in on it: sign-ins and
 * reset requests sent with it are never refused for what strangers did. Kept across sign-outs.
 */
export const deviceTokenStore = {
  get: (): string => localStorage.getItem(DEVICE_TOKEN_STORAGE_KEY) ?? '',
  set: (token: string) => localStorage.setItem(DEVICE_TOKEN_STORAGE_KEY, token),
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

function toResult<T>(status: number, body: unknown, unwrap: (body: Envelope<T>) => T, etag: string | null): ApiResult<T> {
  const envelope = (body ?? {}) as Envelope<T> & Partial<ApiErrorBody>;
  if (status === 401) {
    tokenStore.clear();
    unauthorizedHandler();
  }
  if (status >= 200 && status < 300) {
    const data = unwrap(envelope);
    rememberEtag(data, etag);
    return { data, error: null, pagination: envelope.pagination };
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

/** The answer to a change asked for offline: nothing is sent and nothing is kept to send later. */
export const OFFLINE_REFUSAL = 'You are offline. Nothing was changed: try again when you are back online.';

/** A change (any request but a read) while the browser has no connection: refused at once. */
const refusedOffline = <T>(method: string): ApiResult<T> | null =>
  method !== 'GET' && !navigator.onLine ? { data: null, error: { status: 0, message: OFFLINE_REFUSAL } } : null;

type ReachListener = () => void;
const reachListeners = new Set<ReachListener>();
let reached = true;

function noteReached(answered: boolean) {
  if (answered === reached) return;
  reached = answered;
  for (const listener of reachListeners) listener();
}

/**
 * Whether the server answered the last request: false from a request that could not reach it (a
 * network error, though the browser may think it is online) until one is answered. The back office's
 * offline banner reads it.
 */
export const serverReached = {
  get: (): boolean => reached,
  subscribe: (listener: ReachListener) => {
    reachListeners.add(listener);
    return () => {
      reachListeners.delete(listener);
    };
  },
};

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** How to read the payload from the response body; by default its `data` field. */
  unwrap?: (body: Envelope<T>) => T;
  /** A create: sent with an Idempotency-Key (see `submitOnce`). */
  idempotent?: boolean;
  /** Instead of REQUEST_TIMEOUT_MS: a request something waits on (the order list's chat) gives up sooner. */
  timeoutMs?: number;
  /** A save of what was read with this ETag (etags.ts): the API refuses it (412) when the document changed since. */
  ifMatch?: string | null;
}

const conditionHeaders = (ifMatch: string | null | undefined): Record<string, string> => (ifMatch ? { 'If-Match': ifMatch } : {});

function buildUrl(path: string, query?: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

export function request<T>(path: string, options: RequestOptions<T> = {}): Promise<ApiResult<T>> {
  const refused = refusedOffline<T>(options.method ?? 'GET');
  if (refused) return Promise.resolve(refused);
  if (!options.idempotent) return send(path, options, {});
  return submitOnce(`${options.method ?? 'GET'} ${path} ${JSON.stringify(options.json)}`, (key) => send(path, options, { 'Idempotency-Key': key }));
}

/** An answer as it came, before `toResult` reads it. */
interface Answer {
  status: number;
  body: unknown;
  etag: string | null;
}

/** Sends a request and reads its answer; rejects with what to tell the owner when none came. */
async function exchange(url: string, init: RequestInit, timeoutMs: number): Promise<Answer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    noteReached(true);
    const body: unknown = await response.json().catch(() => null);
    return { status: response.status, body, etag: response.headers.get('ETag') };
  } catch (error) {
    if (!controller.signal.aborted) noteReached(false);
    throw new Error(controller.signal.aborted ? 'The server took too long to answer. Please try again.' : (error as Error).message);
  } finally {
    clearTimeout(timer);
  }
}

/** How long a read sent early waits to be asked for: as long as the back office counts an answer fresh (its query client's staleTime). */
const EARLY_READ_KEPT_MS = 30_000;
/** Reads sent early (readEarly), by address: each is taken by the first request for that address. */
const earlyReads = new Map<string, Promise<Answer>>();
let readingEarly = false;

/**
 * Sends now the reads `reads` asks for (GET requests through this client), so that a screen that
 * asks for the same addresses later (within EARLY_READ_KEPT_MS) is answered by these, once each:
 * the back office's page sends its first screen's reads before its code has loaded. Nothing is read
 * of their answers until then (a refused session is handled as the screen's request's).
 */
export function readEarly(reads: () => void) {
  readingEarly = true;
  try {
    reads();
  } finally {
    readingEarly = false;
  }
}

function keepEarlyRead(url: string, answer: Promise<Answer>) {
  // Read or not, its failure is the later request's to report.
  answer.catch(() => undefined);
  earlyReads.set(url, answer);
  setTimeout(() => {
    if (earlyReads.get(url) === answer) earlyReads.delete(url);
  }, EARLY_READ_KEPT_MS);
}

function takeEarlyRead(url: string): Promise<Answer> | undefined {
  const answer = earlyReads.get(url);
  earlyReads.delete(url);
  return answer;
}

/** What readEarly's own requests resolve to: their answers are read by the requests that take them. */
const SENT_EARLY: ApiResult<never> = { data: null, error: { status: 0, message: 'Sent early' } };

async function send<T>(path: string, options: RequestOptions<T>, extraHeaders: Record<string, string>): Promise<ApiResult<T>> {
  const url = buildUrl(path, options.query);
  const method = options.method ?? 'GET';
  const early = method === 'GET' && !options.ifMatch ? takeEarlyRead(url) : undefined;
  const answer =
    early ??
    exchange(
      url,
      {
        method,
        headers: {
          Accept: 'application/json',
          ...(options.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...authHeaders(),
          ...conditionHeaders(options.ifMatch),
          ...extraHeaders,
        },
        body: options.json !== undefined ? JSON.stringify(options.json) : undefined,
      },
      options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    );
  if (readingEarly && method === 'GET') {
    keepEarlyRead(url, answer);
    return SENT_EARLY;
  }
  try {
    const { status, body, etag } = await answer;
    return toResult(status, body, options.unwrap ?? unwrapData, etag);
  } catch (error) {
    return { data: null, error: { status: 0, message: (error as Error).message } };
  }
}

/** A fresh Idempotency-Key. randomUUID needs a secure context (https, localhost); getRandomValues does not. */
const newKey = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(''));

/** Keys of submissions whose outcome is unknown (no answer came back), by what they sent. */
const unansweredKeys = new Map<string, string>();

/**
 * Sends a create with one Idempotency-Key per submission. When no answer comes back (network
 * error, timeout: the entity may or may not exist) it is sent once more with the same key, and a
 * later retry of the same submission (the same values sent again) reuses that key too, so the API
 * creates the entity at most once and answers the first result.
 */
async function submitOnce<T>(submission: string, sendWithKey: (key: string) => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  const key = unansweredKeys.get(submission) ?? newKey();
  unansweredKeys.set(submission, key);
  let result = await sendWithKey(key);
  if (result.error?.status === 0) result = await sendWithKey(key);
  if (result.error?.status !== 0) unansweredKeys.delete(submission);
  return result;
}

/** What a multipart submission sends, to recognise it when it is sent again (files by name, size and date). */
const describeForm = (form: FormData) =>
  JSON.stringify([...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : [value.name, value.size, value.lastModified, value.type]]));

type ProgressListener = () => void;
const progressListeners = new Set<ProgressListener>();
/** Percent sent of each multipart request in flight. */
const uploadsInFlight = new Map<XMLHttpRequest, number>();
let leastProgress: number | null = null;

function trackUpload(xhr: XMLHttpRequest, percent: number | null) {
  if (percent === null) uploadsInFlight.delete(xhr);
  else uploadsInFlight.set(xhr, percent);
  leastProgress = uploadsInFlight.size ? Math.min(...uploadsInFlight.values()) : null;
  for (const listener of progressListeners) listener();
}

/**
 * The progress (percent sent) of the multipart requests in flight, the least advanced one's, or
 * null when none is: the back office's image inputs read it, so no form has to pass it along.
 */
export const uploadProgress = {
  get: (): number | null => leastProgress,
  subscribe: (listener: ProgressListener) => {
    progressListeners.add(listener);
    return () => {
      progressListeners.delete(listener);
    };
  },
};

/**
 * Sends multipart form data. XMLHttpRequest rather than fetch, because only it reports
 * upload progress, which the image inputs show.
 */
export function upload<T>(
  path: string,
  method: 'POST' | 'PUT',
  form: FormData,
  options: Pick<RequestOptions<T>, 'idempotent' | 'ifMatch' | 'query' | 'unwrap'> = {},
): Promise<ApiResult<T>> {
  const refused = refusedOffline<T>(method);
  if (refused) return Promise.resolve(refused);
  if (!options.idempotent) return sendForm(path, method, form, options, conditionHeaders(options.ifMatch));
  return submitOnce(`${method} ${path} ${describeForm(form)}`, (key) => sendForm(path, method, form, options, { 'Idempotency-Key': key }));
}

function sendForm<T>(
  path: string,
  method: 'POST' | 'PUT',
  form: FormData,
  { query, unwrap = unwrapData }: Pick<RequestOptions<T>, 'query' | 'unwrap'>,
  extraHeaders: Record<string, string>,
): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, buildUrl(path, query));
    xhr.timeout = REQUEST_TIMEOUT_MS * 6;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [key, value] of Object.entries({ ...authHeaders(), ...extraHeaders })) xhr.setRequestHeader(key, value);
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      trackUpload(xhr, Math.round((event.loaded / event.total) * 100));
    };
    xhr.onloadend = () => trackUpload(xhr, null);
    xhr.onload = () => {
      noteReached(true);
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      resolve(toResult(xhr.status, body, unwrap, xhr.getResponseHeader('ETag')));
    };
    xhr.onerror = () => {
      noteReached(false);
      resolve({ data: null, error: { status: 0, message: 'Network error: the server could not be reached.' } });
    };
    xhr.ontimeout = () => resolve({ data: null, error: { status: 0, message: 'The server took too long to answer. Please try again.' } });
    trackUpload(xhr, 0);
    xhr.send(form);
  });
}

/**
 * Builds multipart form data from values: null and undefined values are left out, booleans are
 * sent as the text true or false, lists and objects (a product’s sizes) as JSON text (numbers and booleans are their JSON text too).
 * The image goes in `image`; a product's photos, in order, in `images`.
 */
export function toFormData(values: Record<string, unknown>, image?: File | null, photos: File[] = []): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  if (image) form.append('image', image);
  for (const photo of photos) form.append('images', photo);
  return form;
}

/** A file the API sends as an attachment (a backup): its bytes and the name it comes under. No time limit: it may be large. */
export async function downloadFile(path: string): Promise<ApiResult<{ blob: Blob; fileName: string }>> {
  try {
    const response = await fetch(buildUrl(path), { headers: authHeaders() });
    if (!response.ok) return toResult(response.status, await response.json().catch(() => null), unwrapData, null);
    const fileName = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'download';
    return { data: { blob: await response.blob(), fileName }, error: null };
  } catch (error) {
    return { data: null, error: { status: 0, message: (error as Error).message } };
  }
}
