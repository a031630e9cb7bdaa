import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { loginSchema } from '@catalogue/domain';
import { useSession } from './AuthProvider';
import { ForgotPassword } from './ForgotPassword';
import { ErrorAlert } from '../components/ErrorAlert';
import { usePageMeta } from '../../components/usePageMeta';

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
    handleSubmit,
    getValues,
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
    <main className="admin-login">
      <div className="admin-login__card">
        <h1 className="admin-login__title">Admin Login</h1>
        <p className="admin-muted">Sign in to manage your catalogue</p>
        <ErrorAlert message={error} />
        {forgotOpen ? (
          <ForgotPassword initialEmail={getValues('email')} onClose={() => setForgotOpen(false)} />
        ) : (
          <form onSubmit={onSubmit} noValidate={false} className="admin-form">
            <div className="admin-field">
              <label htmlFor="login-email">Email</label>
              <input
                id="login-email"
                type="email"
                autoComplete="username"
                required
                placeholder="you@example.com"
                {...register('email')}
                aria-invalid={errors.email ? true : undefined}
              />
              {errors.email && <p className="admin-field__error">{errors.email.message}</p>}
            </div>
            <div className="admin-field">
              <label htmlFor="login-password">Password</label>
              <div className="admin-password">
                <input
                  id="login-password"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  required
                  {...register('password')}
                  aria-invalid={errors.password ? true : undefined}
                />
                <button
                  type="button"
                  className="admin-btn admin-btn--ghost admin-password__toggle"
                  onClick={() => setShowPassword((v) => !v)}
                  aria-pressed={showPassword}
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                >
                  {showPassword ? 'Hide' : 'Show'}
                </button>
              </div>
              {errors.password && <p className="admin-field__error">{errors.password.message}</p>}
            </div>
            <div className="admin-login__row">
              <label className="admin-check">
                <input type="checkbox" {...register('rememberMe')} /> Remember me
              </label>
              <button type="button" className="admin-link-btn" onClick={() => setForgotOpen(true)}>
                Forgot your password?
              </button>
            </div>
            <button type="submit" className="admin-btn admin-btn--primary admin-btn--block" disabled={isSubmitting}>
              {isSubmitting ? 'Signing in...' : 'Sign in'}
            </button>
          </form>
        )}
        <p className="admin-login__back">
          <Link to="/">← Return to website</Link>
        </p>
      </div>
    </main>
  );
}
