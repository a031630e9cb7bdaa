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
