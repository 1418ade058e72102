import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { SIGNUP_FIELD_ORDER, loginSchema, signupSchema } from '#core/account/auth-forms';
import { AUTH_MESSAGES } from '#core/messages';
import { errorMessages, formProblems } from './form-problem';

// The forms' checks as the browser runs them: the core schema through react-hook-form's zod resolver (criteriaMode
// 'all', as CHECK_ON_SUBMIT sets it), then the problems a form shows beside its fields.

async function resolve<T extends FieldValues>(
  resolver: Resolver<T, unknown, unknown>,
  values: T,
): Promise<FieldErrors<T>> {
  const result = await resolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
    criteriaMode: 'all',
  });
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

async function signupProblems(values: typeof validSignup) {
  const errors = await resolve(zodResolver(signupSchema), values);
  return formProblems(errors, SIGNUP_FIELD_ORDER, AUTH_MESSAGES.passwordsDoNotMatch);
}

describe('formProblems: sign-up, every problem at once', () => {
  it('finds nothing in a valid form', async () => {
    expect(await signupProblems(validSignup)).toEqual([]);
  });

  it('lists every problem at once, in screen order', async () => {
    const everythingWrong = {
      ...validSignup,
      termsAccepted: false,
      captchaToken: '',
      confirmPassword: 'x',
      firstName: '',
    };
    expect(await signupProblems(everythingWrong)).toEqual([
      { field: 'firstName', message: 'The "First Name" field is required.' },
      { field: 'confirmPassword', message: AUTH_MESSAGES.passwordsDoNotMatch },
      { field: 'termsAccepted', message: AUTH_MESSAGES.termsRequired },
      { field: 'captchaToken', message: AUTH_MESSAGES.captcha },
    ]);
  });

  it('reports an empty confirmation of a typed password as a mismatch, which wins over its "required"', async () => {
    expect(await signupProblems({ ...validSignup, confirmPassword: '' })).toEqual([
      { field: 'confirmPassword', message: AUTH_MESSAGES.passwordsDoNotMatch },
    ]);
  });

  it('without a preferred message, reports the field’s first', async () => {
    const errors = await resolve(zodResolver(signupSchema), { ...validSignup, confirmPassword: '' });
    expect(formProblems(errors, SIGNUP_FIELD_ORDER)).toEqual([
      { field: 'confirmPassword', message: 'The "Confirm Password" field is required.' },
    ]);
    expect(errorMessages(errors.confirmPassword)).toEqual([
      'The "Confirm Password" field is required.',
      AUTH_MESSAGES.passwordsDoNotMatch,
    ]);
  });
});

describe('formProblems: login', () => {
  it('lists the fields in the given order', async () => {
    const errors = await resolve(zodResolver(loginSchema), { email: '', password: '', captchaToken: '' });
    expect(formProblems(errors, ['email', 'password', 'captchaToken']).map((problem) => problem.field)).toEqual([
      'email',
      'password',
      'captchaToken',
    ]);
    expect(formProblems(errors, ['captchaToken', 'email'])).toEqual([
      { field: 'captchaToken', message: AUTH_MESSAGES.captchaLogin },
      { field: 'email', message: 'The "Email" field is required.' },
    ]);
    expect(formProblems({}, ['email'])).toEqual([]);
  });
});

describe('errorMessages', () => {
  it('is empty without an error and keeps each message once', () => {
    expect(errorMessages(undefined)).toEqual([]);
    expect(
      errorMessages({ type: 'custom', message: 'A', types: { custom: ['A', 'B'], too_small: 'C', other: true } }),
    ).toEqual(['A', 'B', 'C']);
  });
});
