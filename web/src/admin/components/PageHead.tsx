import { Link } from 'react-router-dom';
import { Button, Flex, Heading } from '@chakra-ui/react';

/** A list page's heading with its add button. */
export function PageHead({ title, addTo, addLabel }: { title: string; addTo: string; addLabel: string }) {
  return (
    <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Button asChild>
        <Link to={addTo}>{addLabel}</Link>
      </Button>
    </Flex>
  );
}
