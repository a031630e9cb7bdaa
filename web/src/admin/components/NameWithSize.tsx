import type { ReactNode } from 'react';
import { Text } from '@chakra-ui/react';

/** A product's name with its size in muted parentheses ("Groundnut Oil (1 L)"), wrapping anywhere; `children` follow it. */
export function NameWithSize({ name, size, children }: { name: string; size?: string; children?: ReactNode }) {
  return (
    <Text as="span" minW="0" overflowWrap="anywhere">
      {name}
      {size && (
        <Text as="span" color="fg.muted">
          {' '}
          ({size})
        </Text>
      )}
      {children}
    </Text>
  );
}
