import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { passwordResetSchema } from '@catalogue/domain';
import { requestPasswordReset } from '../../api/session';
import { ErrorAlert } from '../components/ErrorAlert';
import { PlainField } from '../components/PlainField';
import { isLocalStack } from './devHint';

/** The form's own field (the device token is added by the request). */
const resetFormSchema = passwordResetSchema.pick(['email']);

/** The 'Forgot your password?' form on the login screen (its look: FieldStyle.css, LoginPage.css): a real Firebase Auth reset through the API, with a neutral answer. */
export function ForgotPassword({ initialEmail = '', onClose }: { initialEmail?: string; onClose: () => void }) {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ resolver: yupResolver(resetFormSchema), defaultValues: { email: initialEmail } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setError('');
    // The answer never says whether the address has an account; a refusal (too many requests) is the
    // same for every address.
    const { error: failure } = await requestPasswordReset(email);
    if (failure) setError(failure.message || 'The reset link could not be sent. Please try again.');
    else setSent(true);
  });

  return (
    <section className="login-section" aria-labelledby="forgot-title">
      <h2 id="forgot-title">Reset your password</h2>
      {sent ? (
        <ErrorAlert status="success" message="If an account exists for that address, we have sent a link to reset the password. Please check your email." />
      ) : (
        <form className="login-form" onSubmit={onSubmit}>
          <ErrorAlert message={error} />
          <p className="login-muted">Enter your email address and we will send you a link to choose a new password.</p>
          <PlainField label="Email" type="email" autoComplete="username" registration={register('email')} error={errors.email?.message} />
          <button type="submit" className="bo-button wide" disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send reset link'}
          </button>
        </form>
      )}
      {isLocalStack() && (
        <p className="login-dev-hint">
          Local stack: no email is sent. The reset link is printed in the terminal running <code>npm start</code>.
        </p>
      )}
      <button type="button" className="login-link" onClick={onClose}>
        ← Back to sign in
      </button>
    </section>
  );
}
