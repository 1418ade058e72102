import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { SIGNUP_ERROR_ORDER, loginSchema, signupSchema } from '#core/auth-forms';
import { AUTH_MESSAGES } from '#core/messages';
import { errorMessages, formProblem } from './form-problem';

// The forms' checks as the browser runs them: the core schema through react-hook-form's zod resolver (criteriaMode
// 'all', as CHECK_ON_SUBMIT sets it), then the one problem a form reports.

async function resolve<T extends FieldValues>(resolver: Resolver<T, unknown, unknown>, values: T): Promise<FieldErrors<T>> {
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false, criteriaMode: 'all' });
  return result.errors;
}

const validSignup = {
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@example.com',
  city: 'Austin',
  state: 'TX',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  termsAccepted: true,
  captchaToken: 'token',
  optOut: false,
};

async function signupProblem(values: typeof validSignup) {
  const errors = await resolve(zodResolver(signupSchema), values);
  return formProblem(errors, SIGNUP_ERROR_ORDER, AUTH_MESSAGES.passwordsDoNotMatch);
}

describe('formProblem: sign-up (SPEC §5)', () => {
  it('finds nothing in a valid form', async () => {
    expect(await signupProblem(validSignup)).toBeNull();
  });

  it('reports terms first, then verification, then the password match, then the other fields', async () => {
    const everythingWrong = { ...validSignup, termsAccepted: false, captchaToken: '', confirmPassword: 'x', firstName: '' };
    expect(await signupProblem(everythingWrong)).toEqual({ field: 'termsAccepted', message: AUTH_MESSAGES.termsRequired });
    expect(await signupProblem({ ...everythingWrong, termsAccepted: true })).toEqual({ field: 'captchaToken', message: AUTH_MESSAGES.captcha });
    expect(await signupProblem({ ...everythingWrong, termsAccepted: true, captchaToken: 't' })).toEqual({
      field: 'confirmPassword',
      message: AUTH_MESSAGES.passwordsDoNotMatch,
    });
    expect(await signupProblem({ ...everythingWrong, termsAccepted: true, captchaToken: 't', confirmPassword: 'correct horse' })).toEqual({
      field: 'firstName',
      message: 'The "First Name" field is required.',
    });
  });

  it('reports an empty confirmation as a mismatch, which wins over its "required"', async () => {
    expect(await signupProblem({ ...validSignup, confirmPassword: '' })).toEqual({
      field: 'confirmPassword',
      message: AUTH_MESSAGES.passwordsDoNotMatch,
    });
  });

  it('without a preferred message, reports the field’s first', async () => {
    const errors = await resolve(zodResolver(signupSchema), { ...validSignup, confirmPassword: '' });
    expect(formProblem(errors, SIGNUP_ERROR_ORDER)).toEqual({ field: 'confirmPassword', message: 'The "Confirm Password" field is required.' });
    expect(errorMessages(errors.confirmPassword)).toEqual(['The "Confirm Password" field is required.', AUTH_MESSAGES.passwordsDoNotMatch]);
  });
});

describe('formProblem: login', () => {
  it('reports the fields in the given order', async () => {
    const errors = await resolve(zodResolver(loginSchema), { email: '', password: '', captchaToken: '' });
    expect(formProblem(errors, ['email', 'password', 'captchaToken'])).toEqual({ field: 'email', message: 'The "Email" field is required.' });
    expect(formProblem(errors, ['captchaToken', 'email'])).toEqual({ field: 'captchaToken', message: AUTH_MESSAGES.captchaLogin });
    expect(formProblem({}, ['email'])).toBeNull();
  });
});

describe('errorMessages', () => {
  it('is empty without an error and keeps each message once', () => {
    expect(errorMessages(undefined)).toEqual([]);
    expect(errorMessages({ type: 'custom', message: 'A', types: { custom: ['A', 'B'], too_small: 'C', other: true } })).toEqual(['A', 'B', 'C']);
  });
});
