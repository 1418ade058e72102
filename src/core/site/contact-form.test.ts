import { describe, expect, it } from 'vitest';
import { contactFieldErrors, contactFormAfterSuccess, contactFormSchema } from './contact-form';

const valid = {
  firstName: ' Ana ',
  email: 'ana@example.com',
  subject: 'Question',
  message: 'Hello,\r\nhow are scores computed?\u0000',
  captchaToken: 'token',
};

describe('contactFormSchema', () => {
  it('cleans the fields and keeps the message lines', () => {
    expect(contactFormSchema.parse(valid)).toEqual({
      firstName: 'Ana',
      email: 'ana@example.com',
      subject: 'Question',
      message: 'Hello,\nhow are scores computed?',
      captchaToken: 'token',
    });
  });

  it('requires all four fields and the verification', () => {
    expect(contactFieldErrors({})).toEqual({
      firstName: 'The "First Name" field is required.',
      email: 'The "Email Address" field is required.',
      subject: 'The "Subject" field is required.',
      message: 'The "Message" field is required.',
      captchaToken: 'Please complete the CAPTCHA verification.',
    });
    expect(contactFieldErrors({ ...valid, message: ' \n ' })).toEqual({ message: 'The "Message" field is required.' });
  });

  it('rejects a malformed email and overlong text', () => {
    expect(contactFieldErrors({ ...valid, email: 'nope' })).toEqual({ email: 'Please enter a valid email address.' });
    expect(contactFieldErrors({ ...valid, subject: 's'.repeat(201) })).toEqual({
      subject: 'Subject must be at most 200 characters.',
    });
    expect(contactFieldErrors({ ...valid, message: 'm'.repeat(5001) })).toEqual({
      message: 'Message must be at most 5,000 characters.',
    });
    expect(contactFieldErrors({ ...valid, message: 'm'.repeat(5000) })).toEqual({});
  });
});

describe('contactFormAfterSuccess', () => {
  const form = { firstName: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'Text' };

  it('keeps name and email for a signed-in user', () => {
    expect(contactFormAfterSuccess(form, true)).toEqual({
      firstName: 'Ana',
      email: 'ana@example.com',
      subject: '',
      message: '',
    });
  });

  it('clears everything for a visitor', () => {
    expect(contactFormAfterSuccess(form, false)).toEqual({ firstName: '', email: '', subject: '', message: '' });
  });
});
