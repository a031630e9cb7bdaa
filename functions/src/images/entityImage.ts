/**
 * The image side of creating and updating an entity (product, category, gallery item):
 * store the new upload first, write the document, and clean up the files on either side.
 */
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import type { UploadedFile } from '../http/multipart';
import { updateOrNotFound } from '../store/util';
import { deleteImageKeys, deleteImageOf, imageKeys, processImage, storeImage, type ImageFolder, type ProcessedImage } from './pipeline';

type WithImage = { image?: unknown; imageInfo?: unknown };

/** Processes and stores an upload; null when there is none. */
export async function storeUpload(file: UploadedFile | null, folder: ImageFolder, salt: string): Promise<ProcessedImage | null> {
  if (!file) return null;
  const processed = await processImage(file, folder, salt);
  await storeImage(processed);
  return processed;
}

/** The document fields for an image (none: empty). */
export const imageFields = (processed: ProcessedImage | null) => ({ image: processed?.image ?? '', imageInfo: processed?.imageInfo ?? null });

const renditionKeys = (processed: ProcessedImage | null) => processed?.renditions.map((r) => r.key) ?? [];

/** Creates the document; when that fails, the new image's files are removed again. */
export async function createWithImage(ref: DocumentReference, doc: FirebaseFirestore.WithFieldValue<FirebaseFirestore.DocumentData>, processed: ProcessedImage | null): Promise<void> {
  try {
    await ref.create(doc);
  } catch (error) {
    if (processed) await deleteImageKeys(renditionKeys(processed));
    throw error;
  }
}

/**
 * Updates an existing document with `fields`, storing an optional new image first. The image
 * is replaced when there is a new one or `deleteImage` is set; then the old files are removed.
 * When the update fails the new files are removed and a missing document is a 404 with `notFoundMessage`.
 * Returns the update as written.
 */
export async function updateWithImage<F extends object>(
  ref: DocumentReference,
  existing: WithImage & { id: string },
  image: { file: UploadedFile | null; folder: ImageFolder; deleteImage: boolean },
  fields: F,
  notFoundMessage: string,
) {
  const processed = await storeUpload(image.file, image.folder, existing.id);
  const newKeys = renditionKeys(processed);
  const replaceImage = !!processed || image.deleteImage;
  const update = {
    ...fields,
    ...(replaceImage ? imageFields(processed) : {}),
    updatedAt: Timestamp.now(),
  };
  await updateOrNotFound(ref, update, notFoundMessage, async () => {
    if (processed) await deleteImageKeys(newKeys, imageKeys(existing));
  });
  if (replaceImage) await deleteImageOf(existing, newKeys);
  return update;
}
