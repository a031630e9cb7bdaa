import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { contactSchema, type ContactInput } from '@catalogue/domain';
import { FormField } from '../components/FormField';
import { ChatIcon } from '../components/Icons';
import { contactLabels, contactUrl } from './contactMessage';
import { useText, Words } from '../i18n/useText';
import { useValidationText } from '../i18n/validation';

type FieldName = keyof ContactInput;

/** The contact form: never sent to the server; it opens the chat to `chatNumber` with every field prefilled. */
export function ContactForm({ chatNumber }: { chatNumber: string }) {
  const [chatLink, setChatLink] = useState<string | null>(null);
  const text = useText();
  const validationText = useValidationText();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactInput>({
    resolver: yupResolver(contactSchema),
    defaultValues: { name: '', email: '', phone: '', subject: '', message: '' },
  });

  const onSubmit = (values: ContactInput) => {
    const url = contactUrl(chatNumber, values, contactLabels(text));
    if (!url) return;
    setChatLink(url);
    window.open(url, '_blank', 'noopener,noreferrer');
  };

  const field = (name: FieldName, label: string, options: { type?: 'email' | 'tel'; required?: boolean; autoComplete?: string; multiline?: boolean } = {}) => (
    <FormField
      id={`contact-${name}`}
      label={label}
      registration={register(name)}
      error={validationText(errors[name]?.message)}
      required={options.required}
      rows={options.multiline ? 5 : undefined}
      type={options.type}
      autoComplete={options.autoComplete}
    />
  );

  return (
    <section className="contact-form-card" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{text('contact.formTitle')}</h2>
      <p className="form-hint">
        <Words
          id="contact.formHint"
          values={{
            star: (chunks) => <span aria-hidden="true">{chunks}</span>,
            hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
          }}
        />
      </p>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <div className="form-row">
          {field('name', text('contact.yourName'), { required: true, autoComplete: 'name' })}
          {field('email', text('contact.emailAddress'), { type: 'email', required: true, autoComplete: 'email' })}
        </div>
        <div className="form-row">
          {field('phone', text('contact.phoneNumber'), { type: 'tel', required: true, autoComplete: 'tel' })}
          {field('subject', text('contact.subject'))}
        </div>
        {field('message', text('contact.message'), { required: true, multiline: true })}
        <button type="submit" className="btn btn-green">
          <ChatIcon size={20} />
          {text('contact.send')}
        </button>
      </form>
      <div role="status" className="form-status">
        {chatLink && (
          <p>
            <Words
              id="contact.ready"
              values={{
                link: (chunks) => (
                  <a href={chatLink} target="_blank" rel="noopener noreferrer" className="contact-chat-link">
                    {chunks}
                  </a>
                ),
              }}
            />
          </p>
        )}
      </div>
    </section>
  );
}
