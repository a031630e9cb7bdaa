import { useDeferredValue } from 'react';

/**
 * A query's answer, drawn in slices. React renders an answer's arrival (a store's change) at once, in
 * one piece: a screen's whole list took a phone's main thread for a few hundred milliseconds. Deferred,
 * the list is drawn in a render React can pause, and the screen keeps what it showed until then.
 * `waiting` holds until the first answer is drawn (not after a failure).
 */
export function useDeferredAnswer<T>(query: { data: T | undefined; isError: boolean }) {
  const data = useDeferredValue(query.data);
  return { data, waiting: data === undefined && !query.isError };
}
