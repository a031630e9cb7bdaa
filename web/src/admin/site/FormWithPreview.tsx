import type { ReactNode } from 'react';
import { Grid } from '@chakra-ui/react';

/** A section form with its live preview beside it on wide screens, below it on narrow ones. */
export function FormWithPreview({ preview, children }: { preview: ReactNode; children: ReactNode }) {
  return (
    <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4" alignItems="start">
      {children}
      {preview}
    </Grid>
  );
}
