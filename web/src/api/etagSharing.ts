import { replaceEqualDeep } from '@tanstack/react-query';
import { etagOf, rememberEtag } from './etags';

/**
 * TanStack Query's structural sharing that keeps the ETag: an answer equal to the cached data keeps
 * the cached object (so forms filled from it are not reset) and takes the new answer's ETag.
 */
export function sharingEtag(previous: unknown, next: unknown): unknown {
  const shared = replaceEqualDeep(previous, next);
  rememberEtag(shared, etagOf(next));
  return shared;
}
