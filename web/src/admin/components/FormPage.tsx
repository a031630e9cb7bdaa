import type { FormEventHandler, ReactNode } from 'react';
import { Card, Heading, Stack } from '@chakra-ui/react';
import { BackLink } from './BackLink';

/** An edit screen's frame: the link back to its list, the heading, then the alerts and the form given as children. */
export function FormPage({ back, backLabel, title, children }: { back: string; backLabel: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="4" maxW="760px">
      <BackLink to={back}>{backLabel}</BackLink>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** A form on a card (browser validation off: the shared schemas check the fields). */
export function FormCard({ onSubmit, children }: { onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
  return (
    <Card.Root asChild>
      <form onSubmit={onSubmit} noValidate>
        <Card.Body gap="4" p={{ base: '4', md: '6' }}>
          {children}
        </Card.Body>
      </form>
    </Card.Root>
  );
}
