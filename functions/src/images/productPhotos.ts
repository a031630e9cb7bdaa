/**
 * The photo side of saving a product (domain/src/productPhotos.ts says what a save sends): every
 * file goes through the image pipeline and is stored before the product is written; the list of
 * photos is worked out against the product as read in the write's transaction, so a photo another
 * save added meanwhile is kept; after the write commits, the files of the photos it removed are
 * deleted, and when the write fails, the files this save stored are deleted instead.
 */
import { MAX_PHOTOS, TOO_MANY_PHOTOS_MESSAGE, newPhotoIndex, type ProductPhoto } from '@catalogue/domain';
import { HttpError, validationFailed } from '../http/errors';
import type { UploadedFile } from '../http/multipart';
import { photoFields, type PhotoFields } from '../store/photos';
import { deleteImageKeys, imageKeys, processImage, storeImage } from './pipeline';
import { deleteUnnamedFiles } from './unnamedFiles';

/** Every stored file of these photos. */
export const photoKeys = (photos: readonly ProductPhoto[]) => photos.flatMap((photo) => imageKeys({ image: photo.src, imageInfo: photo }));

/** The files of `photos` that the photos in `kept` do not use. */
export function filesLeaving(photos: readonly ProductPhoto[], kept: readonly ProductPhoto[]): string[] {
  const keep = new Set(photoKeys(kept));
  return photoKeys(photos).filter((key) => !keep.has(key));
}

/** Deletes the files of `photos`, except those the photos in `kept` use. */
export const deletePhotoFiles = (photos: readonly ProductPhoto[], kept: readonly ProductPhoto[] = []) => deleteImageKeys(filesLeaving(photos, kept));

/** What a save asks of the photos. */
export interface PhotoRequest {
  /** `imageOrder`: the photos kept, in order. */
  order?: string[];
  /** The file in `image`: it replaces the cover (the spec's single image). */
  cover: UploadedFile | null;
  /** `deleteImage`: the cover goes. */
  removeCover: boolean;
  /** The files in `images`. */
  added: UploadedFile[];
}

const asksNothing = (request: PhotoRequest) => !request.order && !request.cover && !request.removeCover && request.added.length === 0;

const distinct = (photos: ProductPhoto[]) => photos.filter((photo, index) => photos.findIndex((other) => other._id === photo._id) === index);

/**
 * The photos after the save, from those the product has and those stored for this save (the cover's
 * file first, then `images` in order); null when the save leaves them as they are.
 */
function arrange(current: ProductPhoto[], request: PhotoRequest, [cover, ...added]: (ProductPhoto | null)[]): ProductPhoto[] | null {
  if (asksNothing(request)) return null;
  let photos: ProductPhoto[];
  if (request.order) {
    if (request.cover) throw validationFailed({ image: "With imageOrder, send the photos in the 'images' field" });
    const named = request.order.map((ref) => {
      const index = newPhotoIndex(ref);
      const photo = index === null ? current.find((candidate) => candidate._id === ref) : added[index];
      if (!photo) throw validationFailed({ imageOrder: index === null ? `Photo ${ref} is not one of this product's photos (reload to see its photos now)` : `No file was sent for ${ref}` });
      return photo;
    });
    photos = [...named, ...added.filter((photo): photo is ProductPhoto => !!photo && !named.includes(photo))];
  } else {
    const kept = cover || request.removeCover ? current.slice(1) : current;
    photos = [...(cover ? [cover] : []), ...kept, ...(added as ProductPhoto[])];
  }
  photos = distinct(photos);
  if (photos.length > MAX_PHOTOS) throw validationFailed({ images: TOO_MANY_PHOTOS_MESSAGE });
  return photos;
}

/** Processes and stores each file in turn (a failure removes those stored and names the file); the cover's first. */
async function storeFiles(request: PhotoRequest, productId: string): Promise<(ProductPhoto | null)[]> {
  const files = [request.cover, ...request.added];
  const several = files.filter(Boolean).length > 1;
  const stored: ProductPhoto[] = [];
  try {
    const photos: (ProductPhoto | null)[] = [];
    for (const [index, file] of files.entries()) {
      if (!file) {
        photos.push(null);
        continue;
      }
      const processed = await processImage(file, 'products', productId).catch((error: unknown) => {
        throw error instanceof HttpError && several ? new HttpError(error.status, `${file.filename || `Photo ${index + 1}`}: ${error.message}`) : error;
      });
      await storeImage(processed);
      const photo = { _id: processed.id, ...processed.imageInfo };
      stored.push(photo);
      photos.push(photo);
    }
    return photos;
  } catch (error) {
    await deletePhotoFiles(stored);
    throw error;
  }
}

/**
 * Saves a product with its photos: stores the files, then calls `write` with `photosOf`, which gives
 * the photo fields to write for the product's photos as read in the write's transaction (none when
 * the save leaves them). After `write` succeeds the removed photos' files are deleted unless
 * something still names them (images/unnamedFiles.ts); when it
 * fails, the files stored here (except those a kept photo shares). `known` are the photos as read
 * before the write. Returns what `write` returns.
 */
export async function savePhotos<T>(
  productId: string,
  known: ProductPhoto[],
  request: PhotoRequest,
  write: (photosOf: (current: ProductPhoto[]) => PhotoFields | Record<string, never>) => Promise<T>,
): Promise<T> {
  const stored = await storeFiles(request, productId);
  const storedPhotos = stored.filter((photo): photo is ProductPhoto => !!photo);
  // Set by the write's last attempt (a transaction may run its callback again).
  let before = known;
  let after = null as ProductPhoto[] | null;
  let result: T;
  try {
    result = await write((current) => {
      before = current;
      after = arrange(current, request, stored);
      return after ? photoFields(after) : {};
    });
  } catch (error) {
    await deletePhotoFiles(storedPhotos, [...known, ...before]);
    throw error;
  }
  // Only the files leaving: a save that removes no photo costs no deletion decision (a read of every naming document).
  if (after) await deleteUnnamedFiles(filesLeaving(before, after));
  return result;
}
