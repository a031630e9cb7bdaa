import { Button, Stack } from '@chakra-ui/react';
import { useDownloadBackup } from '../../api/backup.queries';
import { ErrorAlert } from '../components/ErrorAlert';
import { toast } from '../components/toast';

/** Hands the browser a file to save under its name. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** Downloads a backup of the shop as it is now, and says why when it cannot. */
export function DownloadBackupButton({ label = 'Download backup', variant = 'solid' }: { label?: string; variant?: 'solid' | 'outline' }) {
  const download = useDownloadBackup();

  const start = () =>
    download.mutate(undefined, {
      onSuccess: ({ blob, fileName }) => {
        save(blob, fileName);
        toast.success(`Backup downloaded: ${fileName}`);
      },
    });

  return (
    <Stack gap="3" align="flex-start">
      <ErrorAlert message={download.isError ? `The backup could not be downloaded: ${download.error.message}` : ''} />
      <Button type="button" variant={variant} loading={download.isPending} loadingText="Preparing backup..." onClick={start}>
        {label}
      </Button>
    </Stack>
  );
}
