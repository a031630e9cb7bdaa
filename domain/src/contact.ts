/** The contact form: never sent to the server, it fills the chat message. */
import * as yup from 'yup';
import { MAX_LABEL_LENGTH, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './constants';
import { emailAddress, MULTILINE, optionalText, requiredText } from './fields';

export const CONTACT_MESSAGES = { name: 'Name is required', phone: 'Phone is required', message: 'Message is required' } as const;

export const contactSchema = yup.object({
  name: requiredText(MAX_NAME_LENGTH, CONTACT_MESSAGES.name),
  email: emailAddress(),
  phone: requiredText(MAX_LABEL_LENGTH, CONTACT_MESSAGES.phone),
  subject: optionalText(MAX_NAME_LENGTH),
  message: requiredText(MAX_TEXT_LENGTH, CONTACT_MESSAGES.message, MULTILINE),
});
export type ContactInput = yup.InferType<typeof contactSchema>;
