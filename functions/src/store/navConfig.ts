/**
 * `navConfig/current` (the latest version) and `navConfigVersions/{version}` (immutable
 * history). Each save reads the current version and writes version n+1 and current in one
 * transaction. The version document is written with create(), so two concurrent saves can
 * never both claim the same number: the loser's commit fails and it retries with the next one.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { DEFAULT_NAV_CONFIG, type NavConfig, type NavConfigVersion } from '@catalogue/domain';
import { firestore } from '../firebase';
import { NotFoundError } from './errors';
import { retryLostRaces } from './retry';
import { toIso } from './util';

const currentRef = () => firestore().collection('navConfig').doc('current');
const versionsCol = () => firestore().collection('navConfigVersions');

function toApi(d: Record<string, unknown>): NavConfigVersion {
  return {
    maxVisibleItems: d.maxVisibleItems as number,
    moreDropdownLabel: d.moreDropdownLabel as string,
    showFixedItems: { ...DEFAULT_NAV_CONFIG.showFixedItems, ...(d.showFixedItems as Partial<NavConfig['showFixedItems']>) },
    fixedItemsOrder: { ...DEFAULT_NAV_CONFIG.fixedItemsOrder, ...(d.fixedItemsOrder as Partial<NavConfig['fixedItemsOrder']>) },
    version: Number(d.version) || 0,
    savedAt: toIso(d.savedAt),
    savedBy: publicEditor(d.savedBy),
  };
}

/**
 * Who saved a version, as the public may see it. Versions saved before editors were recorded by
 * name hold the account's email (or, without one, its uid): those read as 'Administrator'.
 */
function publicEditor(savedBy: unknown): string | null {
  if (typeof savedBy !== 'string' || !savedBy.trim()) return null;
  const accountId = savedBy.includes('@') || /^[A-Za-z0-9]{20,128}$/.test(savedBy);
  return accountId ? 'Administrator' : savedBy;
}

const defaultVersion = (): NavConfigVersion => ({ ...structuredClone(DEFAULT_NAV_CONFIG), version: 0, savedAt: new Date(0).toISOString(), savedBy: null });

export async function currentNavConfig(): Promise<NavConfigVersion> {
  const snap = await currentRef().get();
  return snap.exists ? toApi(snap.data()!) : defaultVersion();
}

export async function saveNavConfig(config: NavConfig, savedBy: string | null): Promise<NavConfigVersion> {
  return retryLostRaces(() =>
    firestore().runTransaction(async (tx) => {
      const current = await tx.get(currentRef());
      const version = (current.exists ? Number(current.data()!.version) || 0 : 0) + 1;
      const doc = {
        maxVisibleItems: config.maxVisibleItems,
        moreDropdownLabel: config.moreDropdownLabel,
        showFixedItems: config.showFixedItems,
        fixedItemsOrder: config.fixedItemsOrder,
        version,
        savedAt: Timestamp.now(),
        savedBy,
      };
      tx.create(versionsCol().doc(String(version)), doc);
      tx.set(currentRef(), doc);
      return toApi(doc);
    }),
  );
}

export async function navConfigHistory(limit: number): Promise<NavConfigVersion[]> {
  const snap = await versionsCol().orderBy('version', 'desc').limit(limit).get();
  return snap.docs.map((d) => toApi(d.data()));
}

/** A saved version (0 is the default configuration); NotFoundError for one never saved. */
export async function navConfigVersion(version: number): Promise<NavConfigVersion> {
  if (version === 0) return defaultVersion();
  const snap = await versionsCol().doc(String(version)).get();
  if (!snap.exists) throw new NotFoundError('Navigation configuration version not found');
  return toApi(snap.data()!);
}
