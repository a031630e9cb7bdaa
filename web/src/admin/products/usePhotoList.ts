/**
 * The product form's photos: those saved and those chosen, in the owner's order (the first is the
 * cover). A chosen photo is shrunk in the browser first when it needs it (prepareImage); saving
 * waits for that, so no chosen photo is left behind.
 */
import { useRef, useState } from 'react';
import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES, MAX_PHOTOS, newPhotoRef, type DropPosition, type ProductPhoto } from '@catalogue/domain';
import { prepareImage } from '../images/downscaleImage';
import { startPreparation } from '../images/imagePreparation';
import { dropIndex } from '../components/reorder';

export type PhotoItem =
  | { key: string; saved: ProductPhoto }
  /** `file` is null while the chosen photo is being prepared. */
  | { key: string; saved?: undefined; name: string; file: File | null; note: string | null };

const NOT_AN_IMAGE_MESSAGE = 'is not an image file (JPEG, PNG, WebP, GIF or AVIF)';

/** What a save sends of the photos: their order (`imageOrder`) and the new ones' files. */
export interface PhotosToSave {
  imageOrder: string[];
  files: File[];
}

export function usePhotoList(saved: ProductPhoto[]) {
  const [items, setItems] = useState<PhotoItem[]>(() => saved.map((photo) => ({ key: photo._id, saved: photo })));
  const [messages, setMessages] = useState<string[]>([]);
  const latest = useRef(items);
  const pending = useRef(new Set<Promise<void>>());
  const nextKey = useRef(0);

  const update = (change: (current: PhotoItem[]) => PhotoItem[]) => {
    latest.current = change(latest.current);
    setItems(latest.current);
  };
  const replace = (key: string, next: PhotoItem | null) => update((current) => current.flatMap((item) => (item.key !== key ? [item] : next ? [next] : [])));

  const prepare = (key: string, file: File) => {
    const finished = startPreparation();
    const job = prepareImage(file, MAX_IMAGE_BYTES).then(
      (prepared) => {
        if (!latest.current.some((item) => item.key === key)) return;
        if (prepared.file.size > MAX_IMAGE_BYTES) {
          replace(key, null);
          setMessages((current) => [...current, `${file.name}: ${IMAGE_TOO_LARGE_MESSAGE}`]);
          return;
        }
        replace(key, { key, name: file.name, file: prepared.file, note: prepared.note });
      },
      () => replace(key, { key, name: file.name, file, note: null }),
    );
    pending.current.add(job);
    void job.finally(() => {
      pending.current.delete(job);
      finished();
    });
  };

  return {
    items,
    /** Why chosen files were not added. */
    messages,
    /** Adds chosen files after the others, up to MAX_PHOTOS. */
    add: (files: File[]) => {
      const refused: string[] = [];
      const images = files.filter((file) => {
        const image = !file.type || file.type.startsWith('image/');
        if (!image) refused.push(`${file.name} ${NOT_AN_IMAGE_MESSAGE}`);
        return image;
      });
      const room = Math.max(MAX_PHOTOS - latest.current.length, 0);
      if (images.length > room) refused.push(`A product has at most ${MAX_PHOTOS} photos: ${images.length - room} not added`);
      const added = images.slice(0, room).map((file) => ({ file, key: `new-${nextKey.current++}` }));
      update((current) => [...current, ...added.map(({ file, key }) => ({ key, name: file.name, file: null, note: null }))]);
      added.forEach(({ file, key }) => prepare(key, file));
      setMessages(refused);
    },
    remove: (key: string) => {
      replace(key, null);
      setMessages([]);
    },
    move: (activeKey: string, overKey: string, position: DropPosition) => {
      update((current) => {
        const from = current.findIndex((item) => item.key === activeKey);
        const target = current.findIndex((item) => item.key === overKey);
        if (from < 0 || target < 0) return current;
        const next = current.filter((_item, index) => index !== from);
        next.splice(dropIndex(from, target, position), 0, current[from]);
        return next;
      });
    },
    /** Whether the photos differ from the saved ones (added, removed or moved). */
    changed: items.map((item) => item.key).join() !== saved.map((photo) => photo._id).join(),
    /** Whether a chosen photo is still being prepared. */
    preparing: items.some((item) => !item.saved && !item.file),
    /** Once every chosen photo is prepared: the order and files to send. */
    toSave: async (): Promise<PhotosToSave> => {
      await Promise.all([...pending.current]);
      const files: File[] = [];
      const imageOrder = latest.current.flatMap((item) => {
        if (item.saved) return [item.saved._id];
        if (!item.file) return [];
        files.push(item.file);
        return [newPhotoRef(files.length - 1)];
      });
      return { imageOrder, files };
    },
  };
}
