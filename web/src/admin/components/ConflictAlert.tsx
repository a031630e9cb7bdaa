import { Alert, Button, HStack, Text, chakra } from '@chakra-ui/react';
import type { Conflict } from './useEditConflict';

/** A save refused because the document changed elsewhere: what changed, and Reload or Keep editing. */
export function ConflictAlert<T>({ conflict, onReload, onKeepEditing }: { conflict: Conflict<T> | null; onReload: () => void; onKeepEditing: () => void }) {
  if (!conflict) return null;
  return (
    <Alert.Root status="warning" role="alert" aria-labelledby="conflict-title">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title id="conflict-title">Changed elsewhere</Alert.Title>
        <Alert.Description>{conflict.message}</Alert.Description>
        {conflict.changed.length > 0 ? (
          <>
            <Text fontWeight="medium">Changed since you opened it:</Text>
            <chakra.ul ps="5" listStyleType="disc" data-testid="conflict-fields">
              {conflict.changed.map((field) => (
                <li key={field}>{field}</li>
              ))}
            </chakra.ul>
          </>
        ) : (
          conflict.current && <Text>Only details this form does not show changed.</Text>
        )}
        <HStack gap="2" wrap="wrap">
          <Button size="sm" onClick={onReload}>
            Reload
          </Button>
          <Button size="sm" variant="outline" onClick={onKeepEditing}>
            Keep editing
          </Button>
        </HStack>
        <Text textStyle="sm" color="fg.muted">
          Reload shows what is saved now and discards your changes; Keep editing keeps your changes, and saving them replaces the other ones.
        </Text>
      </Alert.Content>
    </Alert.Root>
  );
}
