import { useQuery } from '@tanstack/react-query';
import { listGalleryItems } from './gallery';
import { queryKeys } from './queryKeys';
import { unwrap } from './queryResult';

export const useGalleryItems = (query: { category?: string; popular?: boolean } = {}) =>
  useQuery({ queryKey: queryKeys.gallery.list(query), queryFn: () => unwrap(listGalleryItems(query)) });
