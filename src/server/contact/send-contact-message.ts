import type { ContactForm } from '#core/site/contact-form';
import type { Database } from '../db/client';
import { contactMessages } from '../db/schema';
import { enqueueEmail } from '../jobs/outbox';
import { contactEmail } from './contact-email';

/**
 * Stores a contact message and queues its email to the team in one transaction, so a stored message is always
 * mailed and a mailed one is always stored. `userId` is the signed-in sender, or null for a visitor.
 */
export async function sendContactMessage(options: {
  db: Database;
  form: Omit<ContactForm, 'captchaToken'>;
  userId: string | null;
  to: string;
}): Promise<{ id: string }> {
  const { form } = options;
  return options.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        userId: options.userId,
        firstName: form.firstName,
        email: form.email,
        subject: form.subject,
        message: form.message,
      })
      .returning({ id: contactMessages.id });
    const id = row!.id;
    await enqueueEmail(tx, contactEmail({ to: options.to, messageId: id, userId: options.userId, ...form }));
    return { id };
  });
}
