import { Alert, Box, Button, chakra } from '@chakra-ui/react';
import { usePreparingImages } from '../images/imagePreparation';
import type { SaveFlow } from './useSaveFlow';

/** The green success message, or the red error box with its heading and the debug panel. */
export function FormStatus({ flow, errorHeading, debug = false }: { flow: SaveFlow; errorHeading?: string; debug?: boolean }) {
  if (flow.status === 'success') {
    return (
      <Alert.Root status="success" role="status">
        <Alert.Description>{flow.message}</Alert.Description>
      </Alert.Root>
    );
  }
  if (flow.status === 'error') {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Content>
          {errorHeading && <Alert.Title>{errorHeading}</Alert.Title>}
          <Alert.Description asChild>
            <p>{flow.message}</p>
          </Alert.Description>
          {debug && flow.failure != null && (
            <chakra.details open mt="2">
              <chakra.summary cursor="pointer">Debug information</chakra.summary>
              <Box as="pre" data-testid="debug-panel" bg="gray.900" color="gray.50" p="2.5" rounded="l2" overflow="auto" maxH="240px" fontSize="xs">
                {safeJson(flow.failure)}
              </Box>
            </chakra.details>
          )}
        </Alert.Content>
      </Alert.Root>
    );
  }
  return null;
}

function safeJson(value: unknown): string {
  try {
    if (value instanceof Error) return JSON.stringify({ name: value.name, message: value.message }, null, 2);
    return JSON.stringify(value, null, 2);
  } catch {
    return String(value);
  }
}

/** A form's submit button; while a chosen photo is being prepared it says so (the save waits for it, FormCard). */
export function SubmitButton({ saving, label, disabled = false }: { saving: boolean; label: string; disabled?: boolean }) {
  const preparing = usePreparingImages();
  return (
    <Button type="submit" disabled={saving || disabled} aria-busy={saving || preparing || undefined}>
      {preparing ? 'Preparing photo…' : saving ? 'Saving...' : label}
    </Button>
  );
}
