/**
 * The login screen is drawn without the kit (Chakra UI and what it brings): the owner's door opens
 * on a phone with React alone; the kit loads only with the screens drawn with it (AdminApp.tsx). The same
 * render is drawn into admin.html at build time (prerender.tsx), its style with it.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { loginSchema } from '@catalogue/domain';
import { useSession } from './SessionProvider';
import { ForgotPassword } from './ForgotPassword';
import { GoogleSignInButton } from './LoginParts';
import { PlainField } from '../components/PlainField';
import { ErrorAlert } from '../components/ErrorAlert';
import { FieldStyle } from '../components/FieldStyle';
import { usePageMeta } from '../../components/usePageMeta';
import { googleSignInUnderWay } from './googleSignInUnderWay';
import { Stylesheet } from '../components/Stylesheet';
import css from './LoginPage.css?inline';

// With the Firebase SDK (the largest chunk of the back office): downloaded when the button is
// pressed (or pointed at), or at once when a Google sign-in comes back from its redirect.
const loadGoogleSignIn = () => import('./GoogleSignIn');
const GoogleSignIn = lazy(loadGoogleSignIn);

function GoogleSignInDoor({ rememberMe, onError }: { rememberMe: boolean; onError: (message: string) => void }) {
  const [wanted, setWanted] = useState<'not yet' | 'finish redirect' | 'start'>(() => (googleSignInUnderWay() ? 'finish redirect' : 'not yet'));
  const button = (pressed: boolean) => (
    <GoogleSignInButton busy={pressed} onPointerEnter={() => void loadGoogleSignIn()} onFocus={() => void loadGoogleSignIn()} onClick={() => setWanted('start')} />
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
  const { login, isAuthenticated, loading, notice } = useSession();
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [error, setError] = useState('');
  const {
    register,
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
    <main className="login-page">
      <FieldStyle />
      <Stylesheet href="admin-login" css={css} />
      <div className="login-card">
        <h1>Admin Login</h1>
        <p className="login-muted">Sign in to manage your catalogue</p>
        {error ? <ErrorAlert message={error} /> : <ErrorAlert status="success" message={notice} />}
        {forgotOpen ? (
          <ForgotPassword initialEmail={getValues('email')} onClose={() => setForgotOpen(false)} />
        ) : (
          <form className="login-form" onSubmit={onSubmit}>
            <PlainField label="Email" type="email" autoComplete="username" placeholder="you@example.com" registration={register('email')} error={errors.email?.message} />
            <PlainField
              label="Password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              registration={register('password')}
              error={errors.password?.message}
              aside={
                <button
                  type="button"
                  className="bo-button ghost"
                  onClick={() => setShowPassword((v) => !v)}
                  aria-pressed={showPassword}
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                >
                  {showPassword ? 'Hide' : 'Show'}
                </button>
              }
            />
            <div className="login-row">
              <label className="bo-check">
                <input type="checkbox" {...register('rememberMe')} />
                Remember me
              </label>
              <button type="button" className="login-link" onClick={() => setForgotOpen(true)}>
                Forgot your password?
              </button>
            </div>
            <button type="submit" className="bo-button wide" disabled={isSubmitting}>
              {isSubmitting ? 'Signing in...' : 'Sign in'}
            </button>
            <p className="login-or" aria-hidden="true">
              or
            </p>
            <GoogleSignInDoor rememberMe={watch('rememberMe')} onError={setError} />
          </form>
        )}
        <RouterLink className="login-link login-back" to="/">
          ← Return to website
        </RouterLink>
      </div>
    </main>
  );
}
