import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { passwordResetSchema } from '@catalogue/domain';
import { requestPasswordReset } from '../../api/auth';
import { ErrorAlert } from '../components/ErrorAlert';
import { isLocalStack } from './devHint';

/** The 'Forgot your password?' form: a real Firebase Auth reset through the API, with a neutral answer. */
export function ForgotPassword({ initialEmail = '', onClose }: { initialEmail?: string; onClose: () => void }) {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ resolver: yupResolver(passwordResetSchema), defaultValues: { email: initialEmail } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setError('');
    // The answer never says whether the address has an account; a refusal (too many requests) is the
    // same for every address.
    const { error: failure } = await requestPasswordReset(email);
    if (failure) setError(failure.message || 'The reset link could not be sent. Please try again.');
    else setSent(true);
  });

  return (
    <section className="admin-forgot" aria-labelledby="forgot-title">
      <h2 id="forgot-title" className="admin-h3">Reset your password</h2>
      {sent ? (
        <div className="admin-alert admin-alert--success" role="status">
          If an account exists for that address, we have sent a link to reset the password. Please check your email.
        </div>
      ) : (
        <form onSubmit={onSubmit} className="admin-form">
          <ErrorAlert message={error} />
          <p className="admin-muted">Enter your email address and we will send you a link to choose a new password.</p>
          <div className="admin-field">
            <label htmlFor="forgot-email">Email</label>
            <input id="forgot-email" type="email" required autoComplete="username" {...register('email')} />
            {errors.email && <p className="admin-field__error">{errors.email.message}</p>}
          </div>
          <button type="submit" className="admin-btn admin-btn--primary admin-btn--block" disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send reset link'}
          </button>
        </form>
      )}
      {isLocalStack() && (
        <p className="admin-devhint">
          Local stack: no email is sent. The reset link is printed in the terminal running <code>npm start</code>.
        </p>
      )}
      <button type="button" className="admin-link-btn" onClick={onClose}>
        ← Back to sign in
      </button>
    </section>
  );
}
