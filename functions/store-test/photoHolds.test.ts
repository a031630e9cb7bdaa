import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { firestore } from '../src/firebase';
import { awaitDeletions, decideDeletion, dropHold, endDeletion, endHold, holdPhotos } from '../src/store/photoHolds';
import { catalogueTransaction } from '../src/store/catalogue';
import { ConflictError } from '../src/store/errors';
import { makeCategory, makeProduct, ownDatabase, unique } from './fixtures';

// Decisions read every document that can name a photo: a database of its own.
ownDatabase('photo-holds');

const key = () => `products/${unique('photo')}-640.webp`;
const photo = (src: string) => ({ _id: src.slice(9, 25), src: `/uploads/${src}`, variants: [{ width: 640, src: `/uploads/${src}` }], width: 640, height: 480, social: null });
/** The hold's commit as a restore's transaction makes it. */
const commitHold = (hold: Awaited<ReturnType<typeof holdPhotos>>) => catalogueTransaction(async (tx) => endHold(tx, hold));

describe('which photo files a purge may delete while restores run', () => {
  it('a purge deletes only files no document names and no hold holds', async () => {
    const [named, held, free] = [key(), key(), key()];
    const category = await makeCategory();
    await makeProduct({ categoryId: category.id, images: [photo(named)] });
    const hold = await holdPhotos([held]);
    const deletion = await decideDeletion([named, held, free, free]);
    expect(deletion.keys).toEqual([free]);
    expect((await firestore().collection('photoDeletions').doc(deletion.id).get()).get('keys')).toEqual([free]);
    await endDeletion(deletion);
    expect((await firestore().collection('photoDeletions').doc(deletion.id).get()).exists).toBe(false);
    await dropHold(hold);
    expect((await decideDeletion([held])).keys).toEqual([held]);
  });

  it('a hold after a decision waits until that purge has deleted its files; one of other files it does not wait for', async () => {
    const [mine, other] = [key(), key()];
    const deletion = await decideDeletion([mine]);
    const unrelated = await decideDeletion([other]);
    const hold = await holdPhotos([mine]);
    expect(hold.deletions).toEqual([deletion.id]);
    let waited = false;
    const waiting = awaitDeletions(hold).then(() => (waited = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(waited).toBe(false);
    await endDeletion(deletion);
    await waiting;
    expect(waited).toBe(true);
    await commitHold(hold);
    expect((await firestore().collection('photoHolds').doc(hold.docIds[0]).get()).exists).toBe(false);
    await endDeletion(unrelated);
  });

  it('a note past its time is a dead purge’s: nobody waits for it; a hold past its time holds nothing and does not commit', async () => {
    const [file, other] = [key(), key()];
    const deletion = await decideDeletion([file]);
    await firestore().collection('photoDeletions').doc(deletion.id).update({ expiresAt: Timestamp.fromMillis(Date.now() - 1) });
    const hold = await holdPhotos([file, other]);
    expect(hold.deletions).toEqual([]);

    await firestore().collection('photoHolds').doc(hold.docIds[0]).update({ expiresAt: Timestamp.fromMillis(Date.now() + 30_000) });
    expect((await decideDeletion([other])).keys).toEqual([]);
    await expect(commitHold(hold)).rejects.toBeInstanceOf(ConflictError);
    await firestore().collection('photoHolds').doc(hold.docIds[0]).update({ expiresAt: Timestamp.fromMillis(Date.now() - 1) });
    expect((await decideDeletion([other])).keys).toEqual([other]);
  });
});
