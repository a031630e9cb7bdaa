import { useSyncExternalStore } from 'react';
import { uploadProgress } from '../../api/client';

/** The percent sent of the upload in flight, or null when none is (see uploadProgress in the API client). */
export function useUploadProgress(): number | null {
  return useSyncExternalStore(uploadProgress.subscribe, uploadProgress.get);
}
