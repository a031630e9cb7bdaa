import { useRestoreFromTrash } from '../../api/trash.queries';
import { asApiError } from '../../api/queryResult';
import { toast } from './toast';

/**
 * The toast after a delete: it says what went to the trash and offers Undo, which restores it (the
 * trash entry is named by the deleted entity's id). A restore that cannot be done shows the API's reason.
 */
export function useUndoableDelete() {
  const restore = useRestoreFromTrash();
  return (message: string, id: string) =>
    toast.deleted(message, () =>
      restore.mutate(id, {
        onSuccess: (entry) => toast.success(`"${entry.name}" is back`),
        onError: (error) => toast.error(asApiError(error).message),
      }),
    );
}
