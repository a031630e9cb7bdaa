import { Button, HStack } from '@chakra-ui/react';
import { SubmitButton } from './FormStatus';

/** A form's Cancel (when `onCancel` is given) and submit buttons. */
export function FormActions({ saving, label, disabled, onCancel }: { saving: boolean; label: string; disabled?: boolean; onCancel?: () => void }) {
  return (
    <HStack gap="2" justify="flex-end" wrap="wrap">
      {onCancel && (
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      )}
      <SubmitButton saving={saving} label={label} disabled={disabled} />
    </HStack>
  );
}
