import { chatLink } from '@catalogue/domain';
import { en, type MessageId } from '../i18n/en';

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  subject?: string;
  message: string;
}

/** Each field's name in the message, in the page's language. */
export type ContactLabels = Record<keyof ContactMessage, string>;

/** The fields' names from the page's messages. */
export const contactLabels = (text: (id: MessageId) => string): ContactLabels => ({
  name: text('contactMessage.name'),
  email: text('contactMessage.email'),
  phone: text('contactMessage.phone'),
  subject: text('contactMessage.subject'),
  message: text('contactMessage.message'),
});

const ENGLISH_LABELS = contactLabels((id) => en[id]);

/** The contact form's chat message: every field on its own line (an empty subject is left out). */
function contactText(values: ContactMessage, labels: ContactLabels = ENGLISH_LABELS): string {
  const line = (field: keyof ContactMessage) => `${labels[field]}: ${values[field]?.trim() ?? ''}`;
  const lines = [line('name'), line('email'), line('phone')];
  if (values.subject?.trim()) lines.push(line('subject'));
  lines.push(line('message'));
  return lines.join('\n');
}

/** The chat to `chatNumber` with the form's message; null without a number. */
export const contactUrl = (chatNumber: string, values: ContactMessage, labels: ContactLabels = ENGLISH_LABELS) => chatLink(chatNumber, contactText(values, labels));
