/** The owner's account: signing in, changing the password, asking for a reset link. */
import * as yup from 'yup';
import { emailAddress, flag, wellFormedText } from './fields';

export const loginSchema = yup.object({
  email: emailAddress(),
  password: wellFormedText().required('Password is required'),
  rememberMe: flag(false),
});

export const passwordUpdateSchema = yup.object({
  currentPassword: wellFormedText().required('Current password is required'),
  newPassword: wellFormedText()
    .min(8, 'New password must be at least 8 characters')
    .max(128, 'New password must be at most 128 characters')
    .required('New password is required'),
});

export const passwordResetSchema = yup.object({
  email: emailAddress(),
});
