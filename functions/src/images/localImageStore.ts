/** Images in a local folder (env IMAGE_STORE_DIR): `<dir>/<folder>/<file>`. */
import { mkdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { contentTypeFor, type ImageStore, type StoredImage } from './imageStore';

export class LocalImageStore implements ImageStore {
  constructor(private readonly root: string) {}

  private file(key: string) {
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Bad image key ${key}`);
    return resolved;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, data);
    await rename(temp, target);
  }

  async get(key: string): Promise<StoredImage | null> {
    try {
      return { data: await readFile(this.file(key)), contentType: contentTypeFor(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    return stat(this.file(key)).then(
      (info) => info.isFile(),
      () => false,
    );
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}
