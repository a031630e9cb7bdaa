import { Link as RouterLink } from 'react-router-dom';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { usePageTitle } from '../components/usePageTitle';

/** What a helper sees on a screen that is the administrator's (typed in, or an old link). */
export function NotForYourRole() {
  usePageTitle('Not available');
  return (
    <Stack gap="4" maxW="640px" data-testid="not-for-your-role">
      <Heading as="h1" size="2xl">
        Not available for your role
      </Heading>
      <Text>This screen is for the shop's administrators. As a helper you work with the orders.</Text>
      <Button asChild alignSelf="flex-start">
        <RouterLink to="/admin/orders">Go to the orders</RouterLink>
      </Button>
    </Stack>
  );
}
