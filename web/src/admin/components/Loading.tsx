import { HStack, Spinner, Text } from '@chakra-ui/react';

/** The page-level loading notice. */
export function Loading() {
  return (
    <HStack role="status" justify="center" gap="2" p="6" color="fg.muted">
      <Spinner size="sm" color="brand.solid" aria-hidden="true" />
      <Text>Loading...</Text>
    </HStack>
  );
}
