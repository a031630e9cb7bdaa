import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { waitlistRequestSchema } from '@catalogue/domain';
import { joinWaitlist } from '../../api/waitlist';
import { FormField } from '../components/FormField';
import type { MessageId } from '../i18n/en';
import { useLanguage } from '../i18n/language';
import { useText } from '../i18n/useText';
import { useValidationText } from '../i18n/validation';

const phoneSchema = waitlistRequestSchema.pick(['phone']);
type PhoneInput = { phone: string };

/** What the page says for an answer that is not a success (the field's own errors show under it). */
const problemOf = (status: number): MessageId => (status === 409 ? 'waitlist.inStock' : status === 429 ? 'waitlist.tooMany' : 'waitlist.failed');

/** The customer's WhatsApp number for a sold-out size, with what is kept and for how long; sent to the owner's waitlist. */
export default function BackInStockForm({ productId, variantKey }: { productId: string; variantKey: string }) {
  const text = useText();
  const validationText = useValidationText();
  const language = useLanguage();
  const [problem, setProblem] = useState<MessageId | null>(null);
  const [added, setAdded] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PhoneInput>({ resolver: yupResolver(phoneSchema), defaultValues: { phone: '' } });

  useEffect(() => setFocus('phone'), [setFocus]);
  useEffect(() => {
    if (added) doneRef.current?.focus();
  }, [added]);

  const send = handleSubmit(async ({ phone }) => {
    setProblem(null);
    const { error } = await joinWaitlist(productId, variantKey, phone, language);
    if (!error) return setAdded(true);
    if (error.errors?.phone) return setError('phone', { message: error.errors.phone });
    setProblem(problemOf(error.status));
  });

  if (added)
    return (
      <p ref={doneRef} tabIndex={-1} role="status" className="back-in-stock-done">
        {text('waitlist.added')}
      </p>
    );
  return (
    <form className="back-in-stock" onSubmit={(event) => void send(event)} noValidate aria-labelledby="back-in-stock-title">
      <p id="back-in-stock-title" className="back-in-stock-title">
        {text('waitlist.offer')}
      </p>
      <FormField
        id="back-in-stock-phone"
        label={text('waitlist.phone')}
        registration={register('phone')}
        error={validationText(errors.phone?.message)}
        hint={text('waitlist.notice')}
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />
      {problem && (
        <p role="alert" className="field-error">
          {text(problem)}
        </p>
      )}
      <button type="submit" className="btn btn-green" disabled={isSubmitting}>
        {text('waitlist.submit')}
      </button>
    </form>
  );
}
