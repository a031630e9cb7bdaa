/**
 * Images in the project's default Cloud Storage bucket under `uploads/`, through
 * firebase-admin (which honours STORAGE_EMULATOR_HOST). The bucket comes from
 * STORAGE_BUCKET, else the app's default (FIREBASE_CONFIG.storageBucket in Cloud Functions).
 */
import { contentTypeFor, type ImageStore, type StoredImage } from './imageStore';
import { storage } from '../firebase';

export class CloudImageStore implements ImageStore {
  private bucket() {
    const name = process.env.STORAGE_BUCKET;
    return name ? storage().bucket(name) : storage().bucket();
  }

  private object(key: string) {
    return this.bucket().file(`uploads/${key}`);
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.object(key).save(data, {
      resumable: false,
      contentType,
      metadata: { cacheControl: 'public, max-age=31536000, immutable' },
    });
  }

  async get(key: string): Promise<StoredImage | null> {
    try {
      const [data] = await this.object(key).download();
      return { data, contentType: contentTypeFor(key) };
    } catch (error) {
      if ((error as { code?: number }).code === 404) return null;
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    const [exists] = await this.object(key).exists();
    return exists;
  }

  async delete(key: string): Promise<void> {
    await this.object(key).delete({ ignoreNotFound: true });
  }
}
