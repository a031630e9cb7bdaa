/**
 * A product's photos (the API's `images`): up to MAX_PHOTOS in the owner's order, the first the
 * cover (`image` and `imageInfo` are the cover's). A save sends new photos as files in the `images`
 * field and may send `imageOrder`: the photos the product keeps, in order, each the `_id` of a photo
 * it has or `new:N` for the N-th file sent (counted from 0). Files it does not name go after the others.
 */
import * as yup from 'yup';
import { parsedJsonText } from './fields';

export const MAX_PHOTOS = 8;
export const TOO_MANY_PHOTOS_MESSAGE = `A product has at most ${MAX_PHOTOS} photos`;

const NEW_PHOTO_PREFIX = 'new:';
/** The reference in `imageOrder` to the `index`-th file sent. */
export const newPhotoRef = (index: number) => `${NEW_PHOTO_PREFIX}${index}`;
/** The index of the file an `imageOrder` entry names, or null when it names a photo the product has. */
export const newPhotoIndex = (ref: string): number | null => (ref.startsWith(NEW_PHOTO_PREFIX) ? Number(ref.slice(NEW_PHOTO_PREFIX.length)) : null);

const PHOTO_REF = new RegExp(`^(?:${NEW_PHOTO_PREFIX}[0-${MAX_PHOTOS - 1}]|[A-Za-z0-9_-]{1,64})$`);

export const photoOrderSchema = yup
  .array(yup.string().required('Name each photo').matches(PHOTO_REF, 'Name each photo by its _id, or new:N for the N-th file sent'))
  .transform(parsedJsonText)
  .typeError('imageOrder must be a list of photo ids')
  .max(MAX_PHOTOS, TOO_MANY_PHOTOS_MESSAGE)
  .test('distinct', 'Name each photo once', (refs) => !refs || new Set(refs).size === refs.length);
