import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@chakra-ui/react';

/** '← Back to …' above a form or a page. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ps="0" color="brand.fg">
      <Link to={to}>← {children}</Link>
    </Button>
  );
}
