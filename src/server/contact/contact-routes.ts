import { contactOperations } from '#core/api/contact';
import { CONTACT_MESSAGES } from '#core/messages';
import { getCurrentUser } from '../auth/current-user';
import { AppError } from '../errors';
import { clientIp } from '../http/client-ip';
import { createRouter } from '../http/create-router';
import { formHook } from '../http/form-hook';
import { JSON_BODY } from '../http/openapi-responses';
import { operationRoute } from '../http/operation-route';
import { enforceRateLimit, RATE_RULES } from '../http/rate-limit';
import { sendContactMessage } from './send-contact-message';

const contactRoute = operationRoute(contactOperations.send, {
  tags: ['contact'],
  summary: 'Send a message to the RentValue team (stored, and emailed to CONTACT_TO)',
  success: { 201: 'Stored and queued for email' },
  errors: {
    400: 'A missing or too long field, or the human verification failed (the form’s message)',
    429: 'Too many messages from this address',
    ...JSON_BODY,
  },
});

export const contactRoutes = createRouter().openapi(
  contactRoute,
  async (c) => {
    const { config, database, services } = c.get('deps');
    const ip = clientIp(c, config.TRUST_PROXY);
    // Counted before the verification, so failed attempts use up the allowance too.
    await enforceRateLimit(database.db, RATE_RULES.contactByIp, ip);
    const { captchaToken, ...form } = c.req.valid('json');
    if (!(await services.captcha.verify(captchaToken, ip)))
      throw new AppError('CAPTCHA_FAILED', CONTACT_MESSAGES.captcha);
    const user = await getCurrentUser(c);
    const { id } = await sendContactMessage({ db: database.db, form, userId: user?.id ?? null, to: config.CONTACT_TO });
    services.outbox.kick();
    return c.json({ id, message: CONTACT_MESSAGES.success }, 201);
  },
  formHook(['firstName', 'email', 'subject', 'message', 'captchaToken']),
);
