import { Stack, Text } from '@chakra-ui/react';
import { TRASH_DAYS, restoreChanges, type RestoreSummary } from '@catalogue/domain';
import { backupDate } from './backupDate';
import { DownloadBackupButton } from './DownloadBackupButton';

/** What confirming a restore does, how to undo it, and a last chance to keep the shop as it is now. */
export function RestoreConfirmation({ summary }: { summary: RestoreSummary }) {
  return (
    <Stack gap="3">
      <Text>
        The shop will be made as it was in the backup of {backupDate(summary.createdAt)}: {restoreChanges(summary).join(', ')}.
      </Text>
      <Text>
        What the restore removes goes to the Trash for {TRASH_DAYS} days, so you can undo it from there. The current texts stay in the site settings' history, and orders placed since the
        backup are kept.
      </Text>
      <Text>To keep a copy of the shop as it is now, download a backup of it first.</Text>
      <DownloadBackupButton label="Download a backup of the shop now" variant="outline" />
    </Stack>
  );
}
