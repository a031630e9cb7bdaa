/**
 * How the account signs in (Devices screen): its password, and whether a Google account is linked;
 * "Link Google account" opens the link form, which brings the Firebase SDK with it (lazily).
 */
import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useSignInMethods } from '../../api/session.queries';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';

const LinkGoogleForm = lazy(() => import('./LinkGoogleForm'));

export function SignInMethods() {
  const methods = useSignInMethods();
  const [linking, setLinking] = useState(false);

  return (
    <Card.Root as="section" aria-labelledby="sign-in-methods" size="sm">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="sign-in-methods">
          Sign-in methods
        </Heading>
        <ErrorAlert message={methods.isError ? 'Failed to fetch the sign-in methods' : ''} />
        {methods.isPending ? (
          <Loading />
        ) : methods.data ? (
          <Stack as="dl" gap="2">
            <Flex gap="2" align="center">
              <Text as="dt" fontWeight="medium">
                Password
              </Text>
              <Text as="dd">{methods.data.password ? 'Set' : 'None: this account signs in with Google only'}</Text>
            </Flex>
            <Flex gap="2" align="center" wrap="wrap">
              <Text as="dt" fontWeight="medium">
                Google
              </Text>
              <Text as="dd">
                {methods.data.google ? (
                  <>
                    <Badge colorPalette="green">Linked</Badge> {methods.data.google.email}
                  </>
                ) : (
                  'Not linked'
                )}
              </Text>
            </Flex>
          </Stack>
        ) : null}
        {methods.data && !methods.data.google && methods.data.password && !linking && (
          <Button type="button" variant="outline" alignSelf="flex-start" onClick={() => setLinking(true)}>
            Link Google account
          </Button>
        )}
        {linking && (
          <Suspense fallback={<Loading />}>
            <LinkGoogleForm onDone={() => setLinking(false)} />
          </Suspense>
        )}
      </Card.Body>
    </Card.Root>
  );
}
