import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Box, Button, Card, Field, Flex, Grid, Heading, HStack, Input, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { loginSchema } from '@catalogue/domain';
import { useSession } from './SessionProvider';
import { ForgotPassword } from './ForgotPassword';
import { ErrorAlert } from '../components/ErrorAlert';
import { LabelledCheckbox } from '../components/LabelledCheckbox';
import { usePageMeta } from '../../components/usePageMeta';
import { googleSignInUnderWay } from './googleSignInUnderWay';

// With the Firebase SDK (the largest chunk of the back office): downloaded when the button is
// pressed (or pointed at), or at once when a Google sign-in comes back from its redirect.
const loadGoogleSignIn = () => import('./GoogleSignIn');
const GoogleSignIn = lazy(loadGoogleSignIn);

function GoogleSignInDoor({ rememberMe, onError }: { rememberMe: boolean; onError: (message: string) => void }) {
  const [wanted, setWanted] = useState<'not yet' | 'finish redirect' | 'start'>(() => (googleSignInUnderWay() ? 'finish redirect' : 'not yet'));
  const button = (pressed: boolean) => (
    <Button
      type="button"
      variant="outline"
      w="full"
      loading={pressed}
      loadingText="Signing in with Google..."
      onPointerEnter={() => void loadGoogleSignIn()}
      onFocus={() => void loadGoogleSignIn()}
      onClick={() => setWanted('start')}
    >
      Sign in with Google
    </Button>
  );
  if (wanted === 'not yet') return button(false);
  return (
    <Suspense fallback={button(true)}>
      <GoogleSignIn rememberMe={rememberMe} onError={onError} start={wanted === 'start'} />
    </Suspense>
  );
}

interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

export function LoginPage() {
  const { login, isAuthenticated, loading } = useSession();
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [error, setError] = useState('');
  const {
    register,
    control,
    handleSubmit,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: yupResolver(loginSchema) as never,
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  usePageMeta('Admin Login');

  useEffect(() => {
    if (!loading && isAuthenticated) void navigate('/admin', { replace: true });
  }, [loading, isAuthenticated, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    setError('');
    try {
      const { error: loginError } = await login(values.email, values.password, values.rememberMe);
      if (loginError) {
        setError(
          loginError.status === 0
            ? loginError.message || 'Login failed. Please try again.'
            : loginError.message || 'Login failed. Please check your credentials.',
        );
        return;
      }
      void navigate('/admin', { replace: true });
    } catch {
      setError('An unexpected error occurred. Please try again.');
    }
  });

  return (
    <Grid as="main" minH="100vh" placeItems="center" p="4" bgGradient="to-br" gradientFrom="brand.800" gradientTo="brand.700">
      <Card.Root w="full" maxW="420px" shadow="lg">
        <Card.Body gap="3.5">
          <Heading as="h1" size="2xl">
            Admin Login
          </Heading>
          <Text color="fg.muted">Sign in to manage your catalogue</Text>
          <ErrorAlert message={error} />
          {forgotOpen ? (
            <ForgotPassword initialEmail={getValues('email')} onClose={() => setForgotOpen(false)} />
          ) : (
            <Stack as="form" gap="4" onSubmit={onSubmit}>
              <Field.Root invalid={Boolean(errors.email)}>
                <Field.Label>Email</Field.Label>
                <Input type="email" autoComplete="username" required placeholder="you@example.com" {...register('email')} />
                <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.password)}>
                <Field.Label>Password</Field.Label>
                <HStack gap="1.5" w="full">
                  <Input type={showPassword ? 'text' : 'password'} autoComplete="current-password" required flex="1" {...register('password')} />
                  <Button
                    variant="ghost"
                    onClick={() => setShowPassword((v) => !v)}
                    aria-pressed={showPassword}
                    aria-label={showPassword ? 'Hide password' : 'Show password'}
                  >
                    {showPassword ? 'Hide' : 'Show'}
                  </Button>
                </HStack>
                <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
              </Field.Root>
              <Flex justify="space-between" align="center" gap="2" wrap="wrap">
                <Controller
                  control={control}
                  name="rememberMe"
                  render={({ field }) => (
                    <LabelledCheckbox label="Remember me" name={field.name} checked={field.value} onChange={field.onChange} onBlur={field.onBlur} />
                  )}
                />
                <Link asChild color="brand.fg">
                  <button type="button" onClick={() => setForgotOpen(true)}>
                    Forgot your password?
                  </button>
                </Link>
              </Flex>
              <Button type="submit" w="full" disabled={isSubmitting}>
                {isSubmitting ? 'Signing in...' : 'Sign in'}
              </Button>
              <HStack gap="3" aria-hidden="true">
                <Separator flex="1" />
                <Text fontSize="sm" color="fg.muted">
                  or
                </Text>
                <Separator flex="1" />
              </HStack>
              <GoogleSignInDoor rememberMe={watch('rememberMe')} onError={setError} />
            </Stack>
          )}
          <Box textAlign="center">
            <Link asChild color="brand.fg">
              <RouterLink to="/">← Return to website</RouterLink>
            </Link>
          </Box>
        </Card.Body>
      </Card.Root>
    </Grid>
  );
}
