import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useDownloadBackup, useLatestBackup } from '../../api/backup.queries';
import { ErrorAlert } from '../components/ErrorAlert';
import { toast } from '../components/toast';
import { usePageTitle } from '../components/usePageTitle';

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** Hands the browser a file to save under its name. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The shop's backup: download everything (products, categories, gallery, texts, orders, photos) as one file. */
export function BackupScreen() {
  usePageTitle('Backup');
  const latest = useLatestBackup();
  const download = useDownloadBackup();

  const start = () =>
    download.mutate(undefined, {
      onSuccess: ({ blob, fileName }) => {
        save(blob, fileName);
        toast.success(`Backup downloaded: ${fileName}`);
      },
    });

  return (
    <Stack gap="4" maxW="760px">
      <Heading as="h1" size="2xl">
        Backup
      </Heading>
      <Card.Root as="section" aria-labelledby="backup-download-title">
        <Card.Body gap="3">
          <Heading as="h2" size="md" id="backup-download-title">
            Download a backup
          </Heading>
          <Text>
            One file with everything the shop holds: products, categories, gallery, testimonials, the site's texts and their versions, navigation, orders and every photo. Keep it somewhere
            safe, away from this computer.
          </Text>
          <Text color="fg.muted" fontSize="sm" role="status">
            {latest.data ? `Last backup: ${when(latest.data.createdAt)} (${latest.data.photos} photos)` : latest.isSuccess ? 'No backup has been taken yet.' : ''}
          </Text>
          <ErrorAlert message={download.isError ? `The backup could not be downloaded: ${download.error.message}` : ''} />
          <Button type="button" alignSelf="flex-start" loading={download.isPending} loadingText="Preparing backup..." onClick={start}>
            Download backup
          </Button>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
