/** The contact form: never sent to the server, it fills the chat message. */
import * as yup from 'yup';
import { MAX_LABEL_LENGTH, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './constants';
import { emailAddress, MULTILINE, optionalText, requiredText } from './fields';

export const contactSchema = yup.object({
  name: requiredText(MAX_NAME_LENGTH, 'Name is required'),
  email: emailAddress(),
  phone: requiredText(MAX_LABEL_LENGTH, 'Phone is required'),
  subject: optionalText(MAX_NAME_LENGTH),
  message: requiredText(MAX_TEXT_LENGTH, 'Message is required', MULTILINE),
});
export type ContactInput = yup.InferType<typeof contactSchema>;
