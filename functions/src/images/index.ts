import { CloudImageStore } from './cloudImageStore';
import type { ImageStore } from './imageStore';
import { LocalImageStore } from './localImageStore';

let store: ImageStore | undefined;

/** A local folder when IMAGE_STORE_DIR is set (the offline default), otherwise Cloud Storage. */
export function imageStore(): ImageStore {
  if (!store) {
    const dir = process.env.IMAGE_STORE_DIR;
    store = dir ? new LocalImageStore(dir) : new CloudImageStore();
  }
  return store;
}
