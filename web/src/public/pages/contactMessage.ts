import { chatLink } from '@catalogue/domain';

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  subject?: string;
  message: string;
}

/** The contact form's chat message: every field on its own line (an empty subject is left out). */
export function contactText(values: ContactMessage): string {
  const lines = [`Name: ${values.name.trim()}`, `Email: ${values.email.trim()}`, `Phone: ${values.phone.trim()}`];
  if (values.subject?.trim()) lines.push(`Subject: ${values.subject.trim()}`);
  lines.push(`Message: ${values.message.trim()}`);
  return lines.join('\n');
}

/** The chat to `chatNumber` with the form's message; null without a number. */
export const contactUrl = (chatNumber: string, values: ContactMessage) => chatLink(chatNumber, contactText(values));
