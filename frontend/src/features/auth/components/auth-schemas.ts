import { z } from 'zod';
import { isValidEmail, isValidPassword } from '../validation';

/** Zod schemas of the auth forms; each message is the catalog id of the spec's text (section 5). */
const email = z.string().refine(isValidEmail, { message: 'auth.validation.email' });
const password = z.string().refine(isValidPassword, { message: 'auth.validation.password' });

export const loginSchema = z.object({ email, password });
export type LoginValues = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ password, confirmPassword: z.string() })
  .refine((values) => !isValidPassword(values.password) || values.password === values.confirmPassword, {
    message: 'auth.validation.passwordMismatch',
    path: ['confirmPassword'],
  });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
