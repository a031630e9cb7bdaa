/**
 * Data loading for the public pages: small hooks over web/src/api. Lists every page shares
 * (navigation configuration, categories) are fetched once per visit.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { buildUrl, type ApiError, type ApiResult } from '../api/client';

const shared = new Map<string, Promise<ApiResult<unknown>>>();

/** Runs a request once per visit; a failed answer is forgotten so the next page can retry. */
export function once<T>(key: string, load: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
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

type Prefetched = Promise<{ status: number; body: { data?: unknown; pagination?: ApiResult<unknown>['pagination'] } } | null>;
declare global {
  interface Window {
    /** Answers index.html started fetching for the first page, while the app's code loaded. */
    __prefetch?: Record<string, Prefetched>;
  }
}

/**
 * Uses the answer index.html already asked for (first page of a visit only; public/firstLoad.ts
 * lists those calls), else makes the request. `path` and `query` are those the API helper would
 * use, so the URLs match.
 */
export function prefetched<T>(
  path: string,
  query: Parameters<typeof buildUrl>[1],
  load: () => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  const url = buildUrl(path, query);
  const pending = typeof window !== 'undefined' ? window.__prefetch?.[url] : undefined;
  if (!pending) return load();
  delete window.__prefetch![url];
  return pending.then((answer) =>
    answer && answer.status >= 200 && answer.status < 300 && answer.body && 'data' in answer.body
      ? { data: answer.body.data as T, error: null, pagination: answer.body.pagination }
      : load(),
  );
}

/** Test helper: forgets every shared answer. */
export function clearSharedData() {
  shared.clear();
}

export interface Loaded<T> {
  loading: boolean;
  data: T | null;
  error: ApiError | null;
}

/** Loads data for a page; `key` changes reload it. */
export function useApi<T>(key: string, load: () => Promise<ApiResult<T>>): Loaded<T> {
  const [state, setState] = useState<Loaded<T> & { key: string }>({ key, loading: true, data: null, error: null });
  // `load` is a new function on every render; `key` says when it means something new.
  const loadLatest = useEffectEvent(load);
  useEffect(() => {
    let active = true;
    setState((previous) => (previous.key === key && previous.loading ? previous : { key, loading: true, data: null, error: null }));
    void loadLatest().then((result) => {
      if (active) setState({ key, loading: false, data: result.data, error: result.error });
    });
    return () => {
      active = false;
    };
  }, [key]);
  // While a new key loads, never show the previous key's data.
  return state.key === key ? state : { loading: true, data: null, error: null };
}
