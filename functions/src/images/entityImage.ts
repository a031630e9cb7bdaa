/**
 * The image side of creating and updating an entity (product, category, gallery item):
 * store the new upload first, let the caller write the entity through the store, and clean up
 * the files on either side.
 */
import type { ImageInfo } from '@catalogue/domain';
import type { UploadedFile } from '../http/multipart';
import { deleteImageKeys, imageKeys, processImage, storeImage, type ImageFolder, type ProcessedImage } from './pipeline';
import { deleteUnnamedFiles } from './unnamedFiles';

type WithImage = { image?: unknown; imageInfo?: unknown };
export type ImageFields = { image: string; imageInfo: ImageInfo | null };

/** Processes and stores an upload; null when there is none. */
export async function storeUpload(file: UploadedFile | null, folder: ImageFolder, salt: string): Promise<ProcessedImage | null> {
  if (!file) return null;
  const processed = await processImage(file, folder, salt);
  await storeImage(processed);
  return processed;
}

/** The entity fields for an image (none: empty). */
export const imageFields = (processed: ProcessedImage | null): ImageFields => ({ image: processed?.image ?? '', imageInfo: processed?.imageInfo ?? null });

const renditionKeys = (processed: ProcessedImage | null) => processed?.renditions.map((r) => r.key) ?? [];

/** Runs `create` (the entity's write); when it fails, the new image's files are removed again. */
export async function createWithImage<T>(processed: ProcessedImage | null, create: () => Promise<T>): Promise<T> {
  try {
    return await create();
  } catch (error) {
    await deleteImageKeys(renditionKeys(processed));
    throw error;
  }
}

/**
 * Updates an existing entity, storing an optional new image first. The image is replaced when
 * there is a new one or `deleteImage` is set: `update` receives the image fields to write then
 * (else none), and after it succeeds the old files are removed unless something still names them
 * (a restore of an older version may be about to: images/unnamedFiles.ts). When it fails the new files are
 * removed instead. Returns what `update` returns.
 */
export async function updateWithImage<T>(
  existing: WithImage & { id: string },
  image: { file: UploadedFile | null; folder: ImageFolder; deleteImage: boolean },
  update: (image: ImageFields | Record<string, never>) => Promise<T>,
): Promise<T> {
  const processed = await storeUpload(image.file, image.folder, existing.id);
  const newKeys = renditionKeys(processed);
  const replaceImage = !!processed || image.deleteImage;
  let updated: T;
  try {
    updated = await update(replaceImage ? imageFields(processed) : {});
  } catch (error) {
    if (processed) await deleteImageKeys(newKeys, imageKeys(existing));
    throw error;
  }
  if (replaceImage) await deleteUnnamedFiles(imageKeys(existing));
  return updated;
}
