import { Heading, Stack, Text } from '@chakra-ui/react';
import { useLatestBackup } from '../../api/backup.queries';
import { usePageTitle } from '../components/usePageTitle';
import { BackupCard } from './BackupCard';
import { backupDate } from './backupDate';
import { DownloadBackupButton } from './DownloadBackupButton';
import { RestoreCard } from './RestoreCard';

/** The shop's backup: download everything (products, categories, gallery, texts, orders, photos) as one file, or restore one. */
export function BackupScreen() {
  usePageTitle('Backup');
  const latest = useLatestBackup();

  return (
    <Stack gap="4" maxW="760px">
      <Heading as="h1" size="2xl">
        Backup
      </Heading>
      <BackupCard id="backup-download-title" title="Download a backup">
        <Text>
          One file with everything the shop holds: products, categories, gallery, testimonials, the site's texts and their versions, navigation, orders and every photo. Keep it somewhere
          safe, away from this computer.
        </Text>
        <Text color="fg.muted" fontSize="sm" role="status">
          {latest.data ? `Last backup: ${backupDate(latest.data.createdAt)} (${latest.data.photos} photos)` : latest.isSuccess ? 'No backup has been taken yet.' : ''}
        </Text>
        <DownloadBackupButton />
      </BackupCard>
      <RestoreCard />
    </Stack>
  );
}
