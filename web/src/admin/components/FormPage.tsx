import { useEffect, useRef, useState, type FormEventHandler, type ReactNode } from 'react';
import { Card, Heading, Stack } from '@chakra-ui/react';
import { usePreparingImages } from '../images/imagePreparation';
import { BackLink } from './BackLink';

/** An edit screen's frame: the link back to its list, the heading, then the alerts and the form given as children. */
export function FormPage({ back, backLabel, title, maxW = '760px', children }: { back: string; backLabel: string; title: string; maxW?: string; children: ReactNode }) {
  return (
    <Stack gap="4" maxW={maxW}>
      <BackLink to={back}>{backLabel}</BackLink>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * A form on a card (browser validation off: the shared schemas check the fields). A submit while a
 * chosen photo is being prepared waits for it, then submits again from the render that has it.
 */
export function FormCard({ onSubmit, children }: { onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
  const preparing = usePreparingImages();
  const [waiting, setWaiting] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!waiting || preparing) return;
    setWaiting(false);
    form.current?.requestSubmit();
  }, [waiting, preparing]);
  return (
    <Card.Root asChild>
      <form
        ref={form}
        onSubmit={(event) => {
          if (!preparing) return onSubmit(event);
          event.preventDefault();
          setWaiting(true);
        }}
        noValidate
      >
        <Card.Body gap="4" p={{ base: '4', md: '6' }}>
          {children}
        </Card.Body>
      </form>
    </Card.Root>
  );
}
