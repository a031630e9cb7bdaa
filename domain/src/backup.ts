/** A backup of the shop: one zip with a manifest, a JSON file per Firestore collection and every photo. */

export const BACKUP_FORMAT = 'oil-catalogue-backup';
/** Raised when the backup's layout changes; a restore refuses any other version. */
export const BACKUP_SCHEMA_VERSION = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  schemaVersion: number;
  createdAt: string;
  /** Documents per collection. */
  counts: Record<string, number>;
  photos: number;
}

/** What a restore adds, changes and removes of one kind of entity, by name. */
export interface RestoreNames {
  added: string[];
  changed: string[];
  removed: string[];
}

export const RESTORE_KINDS = ['product', 'category', 'gallery', 'testimonial'] as const;
export type RestoreKind = (typeof RESTORE_KINDS)[number];

/**
 * What `POST /api/backup/restore` did (or, for a dry run, would do): entities by kind (what is removed
 * goes to the trash), whether the site's texts and the navigation change, the orders and trash
 * entries added back (a restore never removes orders), and the photos.
 */
export interface RestoreSummary {
  /** When the backup was taken. */
  createdAt: string;
  applied: boolean;
  entities: Record<RestoreKind, RestoreNames>;
  siteSettings: boolean;
  navigation: boolean;
  ordersAdded: number;
  trashAdded: number;
  /** Photos the backup holds that the shop lacked (put back), and photos its documents name that neither has. */
  photos: { added: number; missing: number };
}

const RESTORE_NOUNS: Record<RestoreKind, [string, string]> = {
  product: ['product', 'products'],
  category: ['category', 'categories'],
  gallery: ['gallery item', 'gallery items'],
  testimonial: ['testimonial', 'testimonials'],
};

const count = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`;

/** The restore's changes in words, one phrase each ('2 products added', 'the site's texts changed'); empty when it changes nothing. */
export function restoreChanges(summary: RestoreSummary): string[] {
  const phrases: string[] = [];
  for (const kind of RESTORE_KINDS) {
    const { added, changed, removed } = summary.entities[kind];
    const noun = RESTORE_NOUNS[kind];
    if (added.length) phrases.push(`${count(added.length, noun)} added`);
    if (changed.length) phrases.push(`${count(changed.length, noun)} changed`);
    if (removed.length) phrases.push(`${count(removed.length, noun)} moved to the trash`);
  }
  if (summary.siteSettings) phrases.push(`the site's texts changed`);
  if (summary.navigation) phrases.push('the navigation changed');
  if (summary.ordersAdded) phrases.push(`${count(summary.ordersAdded, ['order', 'orders'])} added back`);
  if (summary.trashAdded) phrases.push(`${count(summary.trashAdded, ['trash entry', 'trash entries'])} added back`);
  if (summary.photos.added) phrases.push(`${count(summary.photos.added, ['photo', 'photos'])} put back`);
  return phrases;
}

/** A backup sent in one request: under the 32 MB a Cloud Function takes. */
export const BACKUP_UPLOAD_BYTES = 31 * 1024 * 1024;
export const BACKUP_TOO_LARGE_MESSAGE = `The backup is too large to send at once (at most ${BACKUP_UPLOAD_BYTES / 1024 / 1024} MB): restore it with npm run restore, which sends its photos one at a time.`;
