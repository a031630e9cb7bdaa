/** When a backup was taken, as the Backup screen shows it. */
export const backupDate = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
