import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, HStack } from '@chakra-ui/react';

/** A row's Edit link and Delete button, after any extra actions given as children. */
export function RowActions({ editTo, name, onDelete, children }: { editTo: string; name: string; onDelete: () => void; children?: ReactNode }) {
  return (
    <HStack gap="1.5" wrap="wrap">
      {children}
      <Button asChild size="sm" variant="outline">
        <Link to={editTo} aria-label={`Edit ${name}`}>
          Edit
        </Link>
      </Button>
      <Button size="sm" colorPalette="red" onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </HStack>
  );
}
