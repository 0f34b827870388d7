import { z } from 'zod/mini';
import { isValidEmail, isValidPassword } from '../validation';

/** Zod schemas of the auth forms; each message is the catalog id of the spec's text (section 5). */
const email = z.string().check(z.refine(isValidEmail, { message: 'auth.validation.email' }));
const password = z.string().check(z.refine(isValidPassword, { message: 'auth.validation.password' }));

export const loginSchema = z.object({ email, password });
export type LoginValues = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** A new password and its confirmation: both messages at once, as the fields are checked together. */
export const newPasswordSchema = z.object({ newPass: z.string(), confirmation: z.string() }).check(z.superRefine((values, context) => {
  if (!isValidPassword(values.newPass)) context.addIssue({ code: 'custom', message: 'auth.validation.password', path: ['newPass'] });
  if (values.newPass !== values.confirmation) context.addIssue({ code: 'custom', message: 'auth.validation.passwordMismatch', path: ['confirmation'] });
}));
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
