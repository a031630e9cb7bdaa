import { useRef, useState } from 'react';
import { Button, Field, Input, Text } from '@chakra-ui/react';
import { BACKUP_TOO_LARGE_MESSAGE, BACKUP_UPLOAD_BYTES, restoreChanges } from '@catalogue/domain';
import { useRestoreBackup, useRestorePreview } from '../../api/backup.queries';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ErrorAlert } from '../components/ErrorAlert';
import { fileInputCss } from '../components/ImageInput';
import { toast } from '../components/toast';
import { BackupCard } from './BackupCard';
import { RestoreConfirmation } from './RestoreConfirmation';
import { RestorePreview } from './RestorePreview';

/** The dry run's answer in one sentence, from the changes in words. */
const previewStatus = (changes: string[]) =>
  changes.length ? `Restoring this backup would make these changes: ${changes.join(', ')}.` : 'The shop is as in this backup: restoring it would change nothing.';

/**
 * Restoring a backup file: choosing it runs a dry run at once, whose preview says what would change;
 * "Restore this backup" asks for confirmation, then makes the shop as in the backup.
 */
export function RestoreCard() {
  const preview = useRestorePreview();
  const restore = useRestoreBackup();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const restoreButtonRef = useRef<HTMLButtonElement>(null);

  const summary = preview.data?.summary;
  const changes = summary ? restoreChanges(summary) : [];
  const busy = preview.isPending || restore.isPending;

  const choose = (chosen: File | undefined) => {
    preview.reset();
    restore.reset();
    const refused = Boolean(chosen && chosen.size > BACKUP_UPLOAD_BYTES);
    setTooLarge(refused);
    setFile(chosen && !refused ? chosen : null);
    if (chosen && !refused) preview.mutate(chosen);
  };

  const confirm = () => {
    if (!file || restore.isPending) return;
    restore.mutate(file, {
      onSuccess: ({ message }) => {
        toast.success(message);
        preview.reset();
        setFile(null);
        if (inputRef.current) inputRef.current.value = '';
      },
      onSettled: () => setConfirming(false),
    });
  };

  const status = preview.isPending ? 'Checking the backup…' : restore.isPending ? 'Restoring…' : summary ? previewStatus(changes) : '';
  const error = tooLarge ? BACKUP_TOO_LARGE_MESSAGE : (preview.error ?? restore.error)?.message ?? '';

  return (
    <BackupCard id="backup-restore-title" title="Restore a backup">
      <Text>
        Makes the shop as it was in a backup downloaded here. Choose the file to see what would change: nothing changes until you confirm.
      </Text>
      <Field.Root disabled={busy}>
        <Field.Label>Backup file</Field.Label>
        <Input
          ref={inputRef}
          type="file"
          accept=".zip,application/zip"
          p="1"
          h="auto"
          cursor="pointer"
          css={fileInputCss}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </Field.Root>
      <Text role="status">{status}</Text>
      <ErrorAlert message={error} />
      {summary && <RestorePreview summary={summary} />}
      {file && (preview.isPending || changes.length > 0) && (
        <Button
          ref={restoreButtonRef}
          type="button"
          alignSelf="flex-start"
          colorPalette="red"
          loading={busy}
          loadingText={preview.isPending ? 'Checking the backup…' : 'Restoring…'}
          onClick={() => setConfirming(true)}
        >
          Restore this backup
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title="Restore this backup?"
        message={summary && <RestoreConfirmation summary={summary} />}
        confirmLabel="Restore"
        busy={restore.isPending}
        busyLabel="Restoring…"
        finalFocusEl={() => restoreButtonRef.current ?? inputRef.current}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </BackupCard>
  );
}
