/**
 * Data loading for the public pages: small hooks over web/src/api. Lists every page shares
 * (navigation configuration, categories) are fetched once per visit.
 *
 * Server rendering: the server renders a page from API answers it loaded itself and embeds them
 * in the HTML (`InitialAnswers`, keyed by the URL the API helper builds). While the first page of
 * a visit renders (on the server, and in the browser while it hydrates), `useApi` reads its data
 * from those answers synchronously, so the browser asks the API for nothing before the first paint
 * and draws exactly what the server drew. URLs a render asked for but did not find are collected:
 * the server loads them and renders again.
 */
import { createContext, useContext, useEffect, useEffectEvent, useState } from 'react';
import { buildUrl, type ApiError, type ApiResult } from '../api/client';

/** An API answer as the server received it: status and JSON body. */
export interface Answer {
  status: number;
  body: { data?: unknown; pagination?: ApiResult<unknown>['pagination']; message?: string; errors?: Record<string, string> } | null;
}

/** The answers a server render used, by URL, and the URLs it asked for but did not find. */
export interface InitialAnswers {
  answers: Record<string, Answer>;
  missing: Set<string>;
}

export const InitialAnswersContext = createContext<InitialAnswers | null>(null);

/** The id of the page's `<script type="application/json">` element holding the answers. */
export const INITIAL_ANSWERS_ID = 'initial-answers';

const results = new WeakMap<Answer, ApiResult<unknown>>();

/** An answer in the `{ data, error }` shape of the API client (the same object for the same answer, so renders see stable data). */
export function toResult<T>(answer: Answer): ApiResult<T> {
  let result = results.get(answer);
  if (!result) results.set(answer, (result = resultOf(answer)));
  return result as ApiResult<T>;
}

function resultOf({ status, body }: Answer): ApiResult<unknown> {
  if (status >= 200 && status < 300 && body && 'data' in body) return { data: body.data, error: null, pagination: body.pagination };
  return { data: null, error: { status, message: body?.message || `Request failed with status ${status}`, ...(body?.errors ? { errors: body.errors } : {}) } };
}

const shared = new Map<string, Promise<ApiResult<unknown>>>();

/** Set only while `peek` runs a loader synchronously: the answers to read instead of requesting. */
let peeking: InitialAnswers | null = null;

/** A promise that also carries its result, for `peek` to read without waiting. */
type Settled<T> = Promise<ApiResult<T>> & { settled?: ApiResult<T> };

/** Runs a request once per visit; a failed answer is forgotten so the next page can retry. */
export function once<T>(key: string, load: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  if (peeking) return load();
  let pending = shared.get(key) as Promise<ApiResult<T>> | undefined;
  if (!pending) {
    pending = load().then((result) => {
      if (result.error) shared.delete(key);
      return result;
    });
    shared.set(key, pending);
  }
  return pending;
}

/**
 * Uses the answer the server rendered from when there is one, else makes the request. `path` and
 * `query` are those the API helper would use, so the URLs match.
 */
export function prefetched<T>(path: string, query: Parameters<typeof buildUrl>[1], load: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  if (!peeking) return load();
  const url = buildUrl(path, query);
  const answer = peeking.answers[url];
  if (!answer) {
    peeking.missing.add(url);
    return new Promise<never>(() => {});
  }
  const result = toResult<T>(answer);
  return Object.assign(Promise.resolve(result), { settled: result });
}

/** The result `load` finds in the initial answers, without requesting anything; undefined when it is not there. */
export function peek<T>(initial: InitialAnswers, load: () => Promise<ApiResult<T>>): ApiResult<T> | undefined {
  peeking = initial;
  try {
    return (load() as Settled<T>).settled;
  } finally {
    peeking = null;
  }
}

/** The initial answers while the visit's first page renders (App.tsx provides them for the first address only). */
export const useInitialAnswers = () => useContext(InitialAnswersContext);

/** Test helper: forgets every shared answer. */
export function clearSharedData() {
  shared.clear();
}

export interface Loaded<T> {
  loading: boolean;
  data: T | null;
  error: ApiError | null;
}

const loading = { loading: true, data: null, error: null } as const;

/**
 * Loads data for a page; `key` changes reload it. During the visit's first page the server's
 * answers are used at once (nothing is requested).
 */
export function useApi<T>(key: string, load: () => Promise<ApiResult<T>>): Loaded<T> {
  const initial = useInitialAnswers();
  const served = initial ? peek(initial, load) : undefined;
  const [state, setState] = useState<Loaded<T> & { key: string }>({ key, ...loading });
  // `load` is a new function on every render; `key` says when it means something new.
  const loadLatest = useEffectEvent(load);
  const isServed = served !== undefined;
  useEffect(() => {
    if (isServed) return;
    let active = true;
    setState((previous) => (previous.key === key && previous.loading ? previous : { key, ...loading }));
    void loadLatest().then((result) => {
      if (active) setState({ key, loading: false, data: result.data, error: result.error });
    });
    return () => {
      active = false;
    };
  }, [key, isServed]);
  if (served) return { loading: false, data: served.data, error: served.error };
  // While a new key loads, never show the previous key's data.
  return state.key === key ? state : loading;
}
