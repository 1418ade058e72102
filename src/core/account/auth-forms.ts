import { z } from 'zod';
import { cleanSingleLine } from '../primitives/clean-text';
import { AUTH_MESSAGES, fieldRequired, fieldTooLong } from '../messages';
import { AUTH_FIELD_LABELS } from '../labels';
import { isUsStateCode } from '../address/us-states';
import { captchaTokenField, emailField, requiredText } from '../forms/zod-fields';

// Login, sign-up, password reset and update (docs/product.md#accounts-and-sign-in): the checks
// the product makes itself (not the browser's). Readings we chose:
// - Missing email or password uses the report form's wording, 'The "Email" field is required.';
//   a missing human verification on login gives "Please complete the CAPTCHA verification to
//   log in." and elsewhere "Please complete the CAPTCHA verification."
// - A form shows every problem at once, each beside its field, and focuses the first invalid field
//   in screen order (SIGNUP_FIELD_ORDER for signup). Where the confirmation has both,
//   "Passwords do not match!" wins over its "required". The API answers one message, picked in the
//   order docs/product.md#sign-up gives: terms, verification, passwords matching, then the other
//   fields (SIGNUP_ERROR_ORDER).
// - The passwords are compared once a password is typed: with Password still empty, its "required"
//   says what to do, and a "do not match" beside the confirmation would only confuse.
// - The terms box is a boolean (what a checkbox gives); only true passes.
// - New passwords need 8 to 128 characters (the auth library's defaults); login accepts any
//   non-empty password so older accounts can still sign in.
// - Signup's state is one of the 50 states (docs/product.md#sign-up); DC is for listing addresses only.

export const NAME_MAX = 100;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

// Passwords are not trimmed or cleaned: every character typed is part of the secret.
function newPassword(label: string) {
  const required = fieldRequired(label);
  return z
    .string({ error: required })
    .min(1, { error: required })
    .refine((value) => value === '' || value.length >= PASSWORD_MIN, { error: AUTH_MESSAGES.passwordTooShort })
    .max(PASSWORD_MAX, { error: AUTH_MESSAGES.passwordTooLong });
}

function name(label: string) {
  return requiredText({ required: fieldRequired(label), max: NAME_MAX, tooLong: fieldTooLong(label, NAME_MAX) });
}

function passwordsMatch(value: { password: string; confirmPassword: string }): boolean {
  return value.password === value.confirmPassword;
}

/** The match is checked when a password is typed and a confirmation given (an empty one counts as a mismatch). */
function passwordToConfirm(payload: { value: unknown }): boolean {
  const value = payload.value;
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as { password?: unknown; confirmPassword?: unknown };
  return typeof fields.password === 'string' && fields.password !== '' && typeof fields.confirmPassword === 'string';
}

export const loginSchema = z.object({
  email: emailField(fieldRequired(AUTH_FIELD_LABELS.email)),
  password: z
    .string({ error: fieldRequired(AUTH_FIELD_LABELS.password) })
    .min(1, { error: fieldRequired(AUTH_FIELD_LABELS.password) }),
  captchaToken: captchaTokenField(AUTH_MESSAGES.captchaLogin),
});
export type LoginForm = z.output<typeof loginSchema>;

export const signupSchema = z
  .object({
    firstName: name(AUTH_FIELD_LABELS.firstName),
    lastName: name(AUTH_FIELD_LABELS.lastName),
    email: emailField(fieldRequired(AUTH_FIELD_LABELS.email)),
    city: name(AUTH_FIELD_LABELS.city),
    state: z
      .string({ error: fieldRequired(AUTH_FIELD_LABELS.state) })
      .transform((value) => cleanSingleLine(value).toUpperCase())
      .pipe(
        z
          .string()
          .min(1, { error: fieldRequired(AUTH_FIELD_LABELS.state) })
          .refine((code) => code === '' || isUsStateCode(code), { error: AUTH_MESSAGES.invalidState }),
      ),
    password: newPassword(AUTH_FIELD_LABELS.password),
    confirmPassword: z
      .string({ error: fieldRequired(AUTH_FIELD_LABELS.confirmPassword) })
      .min(1, { error: fieldRequired(AUTH_FIELD_LABELS.confirmPassword) }),
    termsAccepted: z
      .boolean({ error: AUTH_MESSAGES.termsRequired })
      .refine((accepted) => accepted, { error: AUTH_MESSAGES.termsRequired }),
    captchaToken: captchaTokenField(AUTH_MESSAGES.captcha),
    optOut: z.boolean().default(false),
  })
  .refine(passwordsMatch, {
    error: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
    // Check the match even when other fields fail, so every problem shows at once.
    when: passwordToConfirm,
  });
export type SignupForm = z.output<typeof signupSchema>;

/** The signup form's fields in screen order (docs/product.md#sign-up): the first invalid one takes the focus. */
export const SIGNUP_FIELD_ORDER = [
  'firstName',
  'lastName',
  'email',
  'city',
  'state',
  'password',
  'confirmPassword',
  'termsAccepted',
  'captchaToken',
] as const;

/** The order in which the API picks the one signup problem it reports (docs/product.md#sign-up). */
export const SIGNUP_ERROR_ORDER = [
  'termsAccepted',
  'captchaToken',
  'confirmPassword',
  'firstName',
  'lastName',
  'email',
  'city',
  'state',
  'password',
] as const;

export const resetPasswordSchema = z.object({
  email: emailField(fieldRequired(AUTH_FIELD_LABELS.email)),
  captchaToken: captchaTokenField(AUTH_MESSAGES.captcha),
});
export type ResetPasswordForm = z.output<typeof resetPasswordSchema>;

export const updatePasswordSchema = z
  .object({
    password: newPassword(AUTH_FIELD_LABELS.password),
    confirmPassword: z
      .string({ error: fieldRequired(AUTH_FIELD_LABELS.confirmPassword) })
      .min(1, { error: fieldRequired(AUTH_FIELD_LABELS.confirmPassword) }),
  })
  .refine(passwordsMatch, {
    error: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
    when: passwordToConfirm,
  });
export type UpdatePasswordForm = z.output<typeof updatePasswordSchema>;

/** Deleting the account asks for the password again (any non-empty one: it is checked by the server). */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: fieldRequired(AUTH_FIELD_LABELS.password) })
    .min(1, { error: fieldRequired(AUTH_FIELD_LABELS.password) })
    .max(PASSWORD_MAX, { error: AUTH_MESSAGES.passwordTooLong }),
});
export type DeleteAccountForm = z.output<typeof deleteAccountSchema>;
