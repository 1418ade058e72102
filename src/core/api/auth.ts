import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { orNull } from './or-null';
import { defineOperation } from './operation';
import { loginSchema, resetPasswordSchema, signupSchema, updatePasswordSchema } from '../account/auth-forms';

// Sessions and accounts: /api/me and /api/auth/*. The form schemas are the forms' own (auth-forms.ts), named here.

export const SessionUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    language: z.enum(LANGUAGES).meta({ description: 'The language the renter reads RentValue and its emails in.' }),
  })
  .meta({ id: 'SessionUser' });

export const MeSchema = z
  .object({ user: orNull(SessionUserSchema).meta({ description: 'Null for a visitor.' }) })
  .meta({ id: 'Me' });

export const SignedInSchema = z.object({ user: SessionUserSchema }).meta({ id: 'SignedIn' });

export const MessageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });

export const SignUpRequestSchema = signupSchema.and(z.object({ purchaseIntent: z.string().max(50).nullish() })).meta({
  id: 'SignUpRequest',
  description: 'The sign-up form; purchaseIntent: the plan the visitor chose before signing up.',
});

export const SignInRequestSchema = loginSchema.meta({ id: 'SignInRequest' });

export const PasswordResetRequestSchema = resetPasswordSchema.meta({ id: 'PasswordResetRequest' });

export const PasswordResetSchema = z
  .object({ token: z.string().max(512).optional() })
  .and(updatePasswordSchema)
  .meta({ id: 'PasswordReset', description: 'The new password, with the token of the emailed link.' });

export type SessionUser = z.infer<typeof SessionUserSchema>;
export type Me = z.infer<typeof MeSchema>;
export type SignedIn = z.infer<typeof SignedInSchema>;
export type Message = z.infer<typeof MessageSchema>;
export type SignUpRequest = z.input<typeof SignUpRequestSchema>;
export type SignInRequest = z.input<typeof SignInRequestSchema>;
export type PasswordResetRequest = z.input<typeof PasswordResetRequestSchema>;
export type PasswordReset = z.input<typeof PasswordResetSchema>;

/** Sessions and accounts: who is signed in, and signing up, in and out (src/server/auth/auth-routes.ts, me-routes.ts). */
export const authOperations = {
  me: defineOperation({ method: 'get', path: '/api/me', success: { 200: MeSchema } }),
  signUp: defineOperation({
    method: 'post',
    path: '/api/auth/sign-up',
    body: SignUpRequestSchema,
    success: { 201: SignedInSchema },
  }),
  signIn: defineOperation({
    method: 'post',
    path: '/api/auth/sign-in',
    body: SignInRequestSchema,
    success: { 200: SignedInSchema },
  }),
  signOut: defineOperation({ method: 'post', path: '/api/auth/sign-out', success: { 204: null } }),
  requestPasswordReset: defineOperation({
    method: 'post',
    path: '/api/auth/password-reset/request',
    body: PasswordResetRequestSchema,
    success: { 200: MessageSchema },
  }),
  resetPassword: defineOperation({
    method: 'post',
    path: '/api/auth/password-reset',
    body: PasswordResetSchema,
    success: { 200: MessageSchema },
  }),
};
