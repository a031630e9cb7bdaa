import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Starts an edit form again from a document as stored now (Reload after a conflict): the document
 * goes into its query's cache and the form gets a new key (`generation`), so every field, photo and
 * image input starts from it.
 */
export function useEditorRestart() {
  const client = useQueryClient();
  const [generation, setGeneration] = useState(0);
  return {
    generation,
    restart: (queryKey: QueryKey, current: unknown) => {
      client.setQueryData(queryKey, current);
      setGeneration((count) => count + 1);
    },
  };
}

/** What an editor restarted this way is given besides its entity: which one, why it could not load, and how to reload it. */
export interface RestartableEditorProps<T> {
  id?: string;
  loadError: string;
  onReload: (current: T) => void;
}
