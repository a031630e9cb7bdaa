import { Alert } from '@chakra-ui/react';

/** The red alert box for a page's error message; nothing when there is none. */
export function ErrorAlert({ message }: { message: string }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Description>{message}</Alert.Description>
    </Alert.Root>
  );
}
