import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { contactSchema, type ContactInput } from '@catalogue/domain';
import { FormField } from '../components/FormField';
import { ChatIcon } from '../components/Icons';
import { contactUrl } from './contactMessage';

type FieldName = keyof ContactInput;

/** The contact form: never sent to the server; it opens the chat to `chatNumber` with every field prefilled. */
export function ContactForm({ chatNumber }: { chatNumber: string }) {
  const [chatLink, setChatLink] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactInput>({
    resolver: yupResolver(contactSchema),
    defaultValues: { name: '', email: '', phone: '', subject: '', message: '' },
  });

  const onSubmit = (values: ContactInput) => {
    const url = contactUrl(chatNumber, values);
    if (!url) return;
    setChatLink(url);
    window.open(url, '_blank', 'noopener,noreferrer');
  };

  const field = (name: FieldName, label: string, options: { type?: 'email' | 'tel'; required?: boolean; autoComplete?: string; multiline?: boolean } = {}) => (
    <FormField
      id={`contact-${name}`}
      label={label}
      registration={register(name)}
      error={errors[name]?.message}
      required={options.required}
      rows={options.multiline ? 5 : undefined}
      type={options.type}
      autoComplete={options.autoComplete}
    />
  );

  return (
    <section className="contact-form-card" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send Us a Message</h2>
      <p className="form-hint">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required. Sending opens a WhatsApp chat with your
        message ready; nothing is stored on our website.
      </p>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <div className="form-row">
          {field('name', 'Your Name', { required: true, autoComplete: 'name' })}
          {field('email', 'Email Address', { type: 'email', required: true, autoComplete: 'email' })}
        </div>
        <div className="form-row">
          {field('phone', 'Phone Number', { type: 'tel', required: true, autoComplete: 'tel' })}
          {field('subject', 'Subject')}
        </div>
        {field('message', 'Message', { required: true, multiline: true })}
        <button type="submit" className="btn btn-green">
          <ChatIcon size={20} />
          Send via WhatsApp
        </button>
      </form>
      <div role="status" className="form-status">
        {chatLink && (
          <p>
            Your message is ready in WhatsApp. If the chat did not open,{' '}
            <a href={chatLink} target="_blank" rel="noopener noreferrer" className="contact-chat-link">
              open the chat with your message
            </a>
            .
          </p>
        )}
      </div>
    </section>
  );
}
