import { describe, expect, it } from 'vitest';
import {
  deleteAccountSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
  updatePasswordSchema,
} from './auth-forms';
import { fieldErrors } from '../forms/form-errors';

function errors(result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) {
  if (result.success || !result.error) throw new Error('expected errors');
  return fieldErrors(result.error);
}

describe('loginSchema', () => {
  const valid = { email: ' ana@example.com ', password: ' secret ', captchaToken: 'token' };

  it('accepts email, password and a verification token', () => {
    expect(loginSchema.parse(valid)).toEqual({ email: 'ana@example.com', password: ' secret ', captchaToken: 'token' });
  });

  it('asks for the verification with the login wording', () => {
    expect(errors(loginSchema.safeParse({ ...valid, captchaToken: '' }))).toEqual({
      captchaToken: 'Please complete the CAPTCHA verification to log in.',
    });
    expect(errors(loginSchema.safeParse({ ...valid, captchaToken: undefined })).captchaToken).toBe(
      'Please complete the CAPTCHA verification to log in.',
    );
  });

  it('requires email and password', () => {
    expect(errors(loginSchema.safeParse({ ...valid, email: '', password: '' }))).toEqual({
      email: 'The "Email" field is required.',
      password: 'The "Password" field is required.',
    });
  });

  it('rejects a malformed email', () => {
    expect(errors(loginSchema.safeParse({ ...valid, email: 'ana@' })).email).toBe(
      'Please enter a valid email address.',
    );
    expect(errors(loginSchema.safeParse({ ...valid, email: `${'a'.repeat(250)}@x.com` })).email).toBe(
      'Please enter a valid email address.',
    );
  });

  it('accepts short existing passwords', () => {
    expect(loginSchema.safeParse({ ...valid, password: 'abc' }).success).toBe(true);
  });
});

describe('signupSchema', () => {
  const valid = {
    firstName: 'Ana',
    lastName: 'Lopez',
    email: 'ana@example.com',
    city: 'Austin',
    state: 'tx',
    password: 'correct horse',
    confirmPassword: 'correct horse',
    termsAccepted: true,
    captchaToken: 'token',
  };

  it('accepts a complete form; the opt-out is optional and off by default', () => {
    expect(signupSchema.parse(valid)).toEqual({ ...valid, state: 'TX', optOut: false });
    expect(signupSchema.parse({ ...valid, optOut: true }).optOut).toBe(true);
  });

  it('needs the terms accepted', () => {
    expect(errors(signupSchema.safeParse({ ...valid, termsAccepted: false }))).toEqual({
      termsAccepted: 'You must agree to the Terms of Use to create an account.',
    });
    expect(errors(signupSchema.safeParse({ ...valid, termsAccepted: undefined })).termsAccepted).toBe(
      'You must agree to the Terms of Use to create an account.',
    );
  });

  it('needs the verification', () => {
    expect(errors(signupSchema.safeParse({ ...valid, captchaToken: ' ' }))).toEqual({
      captchaToken: 'Please complete the CAPTCHA verification.',
    });
  });

  it('needs matching passwords', () => {
    expect(errors(signupSchema.safeParse({ ...valid, confirmPassword: 'correct horsE' }))).toEqual({
      confirmPassword: 'Passwords do not match!',
    });
  });

  it('checks the match even when another field fails', () => {
    const result = errors(signupSchema.safeParse({ ...valid, firstName: '', confirmPassword: 'other' }));
    expect(result).toEqual({
      firstName: 'The "First Name" field is required.',
      confirmPassword: 'Passwords do not match!',
    });
  });

  it('compares the passwords once a password is typed: an empty Password is only "required"', () => {
    expect(errors(signupSchema.safeParse({ ...valid, password: '', confirmPassword: 'correct horse' }))).toEqual({
      password: 'The "Password" field is required.',
    });
    expect(errors(updatePasswordSchema.safeParse({ password: '', confirmPassword: 'new password' }))).toEqual({
      password: 'The "Password" field is required.',
    });
  });

  it('requires every field but the opt-out', () => {
    const result = errors(signupSchema.safeParse({}));
    expect(result).toEqual({
      firstName: 'The "First Name" field is required.',
      lastName: 'The "Last Name" field is required.',
      email: 'The "Email" field is required.',
      city: 'The "City" field is required.',
      state: 'The "State" field is required.',
      password: 'The "Password" field is required.',
      confirmPassword: 'The "Confirm Password" field is required.',
      termsAccepted: 'You must agree to the Terms of Use to create an account.',
      captchaToken: 'Please complete the CAPTCHA verification.',
    });
  });

  it('takes one of the 50 states only', () => {
    expect(errors(signupSchema.safeParse({ ...valid, state: 'DC' })).state).toBe(
      'Please choose a state from the list.',
    );
    expect(errors(signupSchema.safeParse({ ...valid, state: 'ZZ' })).state).toBe(
      'Please choose a state from the list.',
    );
  });

  it('needs 8 to 128 characters in a new password', () => {
    expect(errors(signupSchema.safeParse({ ...valid, password: 'short', confirmPassword: 'short' })).password).toBe(
      'Password must be at least 8 characters.',
    );
    expect(signupSchema.safeParse({ ...valid, password: '12345678', confirmPassword: '12345678' }).success).toBe(true);
    const long = 'a'.repeat(129);
    expect(errors(signupSchema.safeParse({ ...valid, password: long, confirmPassword: long })).password).toBe(
      'Password must be at most 128 characters.',
    );
  });

  it('caps names at 100 characters', () => {
    expect(errors(signupSchema.safeParse({ ...valid, lastName: 'x'.repeat(101) })).lastName).toBe(
      'Last Name must be at most 100 characters.',
    );
  });
});

describe('resetPasswordSchema', () => {
  it('needs an email and the verification', () => {
    expect(resetPasswordSchema.parse({ email: 'a@b.co', captchaToken: 't' })).toEqual({
      email: 'a@b.co',
      captchaToken: 't',
    });
    expect(errors(resetPasswordSchema.safeParse({ email: 'a@b.co' }))).toEqual({
      captchaToken: 'Please complete the CAPTCHA verification.',
    });
  });
});

describe('updatePasswordSchema', () => {
  it('needs the two fields to match', () => {
    expect(updatePasswordSchema.safeParse({ password: 'new password', confirmPassword: 'new password' }).success).toBe(
      true,
    );
    expect(
      errors(updatePasswordSchema.safeParse({ password: 'new password', confirmPassword: 'new passwor' })),
    ).toEqual({
      confirmPassword: 'Passwords do not match!',
    });
  });

  it('needs a long enough password', () => {
    expect(errors(updatePasswordSchema.safeParse({ password: 'abc', confirmPassword: 'abc' }))).toEqual({
      password: 'Password must be at least 8 characters.',
    });
  });
});

describe('deleteAccountSchema', () => {
  it('needs the password, as typed', () => {
    expect(deleteAccountSchema.parse({ password: ' secret ' })).toEqual({ password: ' secret ' });
    expect(errors(deleteAccountSchema.safeParse({ password: '' }))).toEqual({
      password: 'The "Password" field is required.',
    });
    expect(errors(deleteAccountSchema.safeParse({}))).toEqual({ password: 'The "Password" field is required.' });
    expect(errors(deleteAccountSchema.safeParse({ password: 'x'.repeat(129) }))).toEqual({
      password: 'Password must be at most 128 characters.',
    });
  });
});
