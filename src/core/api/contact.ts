import { z } from 'zod';
import { contactFormSchema } from '../site/contact-form';
import { defineOperation } from './operation';

// POST /api/contact: the contact form (its own schema, contact-form.ts), named here.

export const ContactRequestSchema = contactFormSchema.meta({ id: 'ContactMessage' });

export const ContactResponseSchema = z
  .object({ id: z.string(), message: z.string().meta({ description: 'The confirmation to show.' }) })
  .meta({ id: 'ContactReceipt' });

export type ContactRequest = z.input<typeof ContactRequestSchema>;
export type ContactResponse = z.infer<typeof ContactResponseSchema>;

/** The contact form's one operation, open to visitors too (src/server/contact/contact-routes.ts). */
export const contactOperations = {
  send: defineOperation({
    method: 'post',
    path: '/api/contact',
    body: ContactRequestSchema,
    success: { 201: ContactResponseSchema },
  }),
};
