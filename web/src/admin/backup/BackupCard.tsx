import type { ReactNode } from 'react';
import { Card, Heading } from '@chakra-ui/react';

/** One part of the Backup screen: a card named by its heading. */
export function BackupCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Body gap="3">
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
