import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { pageViewRoutes } from './analytics/page-view-routes';
import { analyticsCspSources, analyticsSettings } from './analytics/third-party-analytics';
import { contactRoutes } from './contact/contact-routes';
import { authRoutes } from './auth/auth-routes';
import { meRoutes } from './auth/me-routes';
import { accountRoutes } from './account/account-routes';
import { reportRoutes } from './reports/report-routes';
import { letterRoutes } from './letters/letter-routes';
import { compareRoutes } from './compare/compare-routes';
import { billingRoutes } from './billing/billing-routes';
import { stripeWebhookRoutes } from './billing/stripe-webhook-routes';
import { billingOperations } from '#core/api/billing';
import { addressRoutes } from './addresses/address-routes';
import { apiDocsRoutes, OPENAPI_DOCUMENT_PATH } from './api-docs/api-docs-routes';
import { captchaRoutes } from './captcha/captcha-routes';
import type { Config } from './config';
import { AppError, NO_SUCH_ROUTE_MESSAGE, UNAVAILABLE_ERROR_MESSAGE } from './errors';
import { DRAINING_RETRY_AFTER_SECONDS } from './reports/report-runs';
import { healthOperations } from '#core/api/health';
import { healthRoutes } from './health/health-routes';
import type { AppDeps, AppEnv } from './http/app-env';
import { compressResponses } from './http/compress-responses';
import { errorJson, handleError } from './http/error-handler';
import { rejectUnstorableText } from './http/text-guard';
import { originCheck } from './http/origin-check';
import { requestLog } from './http/request-log';
import { webAppRoutes } from './web-app/web-app-routes';
import { policyEmbedUrls, policyFrameOrigins } from './policies/policy-embeds';
import { seoRoutes } from './seo/seo-routes';
import { isTestCheckoutEnabled } from './providers/payments/create-payments';
import { SERVER_MESSAGES } from './http/server-messages';

const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

/**
 * Content-Security-Policy: no inline script anywhere. The ALTCHA widget solves in blob: workers; map tiles are
 * the one outside image source; Turnstile's script and frame are allowed only when Turnstile is configured.
 */
/** The origin the map tiles come from, for img-src; a {s} subdomain placeholder becomes a wildcard. */
function tileOrigin(tileUrl: string): string {
  const origin = /^(https?:\/\/[^/]+)/.exec(tileUrl)?.[1] ?? '';
  return origin.replace('{s}', '*');
}

function contentSecurityPolicy(config: Config) {
  const turnstile = config.TURNSTILE_SITE_KEY ? [TURNSTILE_ORIGIN] : [];
  // Turnstile's widget, and the outside policy documents when an embed URL is configured.
  const frames = [...turnstile, ...policyFrameOrigins(config)];
  // GA4 or Plausible, only when configured (the browser loads them only after consent).
  const analytics = analyticsCspSources(analyticsSettings(config));
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...turnstile, ...analytics.script],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', tileOrigin(config.MAP_TILE_URL), ...analytics.img],
    connectSrc: ["'self'", ...turnstile, ...analytics.connect],
    frameSrc: frames.length ? frames : ["'none'"],
    workerSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * Permissions-Policy: browser features the product never uses, turned off for our pages and anything they embed, so
 * an injected script cannot ask for them. Checkout is a redirect to Stripe's hosted page, so not even `payment` is
 * needed here. Only features Chromium knows (an unknown one is a console error). Decision 050.
 */
const PERMISSIONS_POLICY = {
  accelerometer: [],
  camera: [],
  displayCapture: [],
  geolocation: [],
  gyroscope: [],
  hid: [],
  magnetometer: [],
  microphone: [],
  midi: [],
  payment: [],
  serial: [],
  usb: [],
};

/** The OpenAPI document's introduction, shown at the top of /api/docs. */
const API_DESCRIPTION = [
  'The JSON API behind the RentValue web app. Its request and response bodies are the zod schemas of the API contract ' +
    '(`src/core/api`), which the web app also takes its types from.',
  'Every error answer is `{ "error": { "code", "message", "requestId" } }`: branch on `code`, show `message`.',
  'Signed-in calls use the session cookie set by sign-up or sign-in. State-changing calls (POST, PUT, DELETE) must ' +
    'come from the site’s own pages: a cross-site `Origin` or `Sec-Fetch-Site` is refused with 403.',
].join('\n\n');

/** Composes the whole HTTP app: middleware, API routes, OpenAPI document, then the web app. */
export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();

  app.use('*', requestId({ headerName: 'X-Request-Id' }));
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', requestLog(deps.logger));
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: contentSecurityPolicy(deps.config),
      strictTransportSecurity: deps.config.NODE_ENV === 'production' ? 'max-age=15552000; includeSubDomains' : false,
      referrerPolicy: 'strict-origin-when-cross-origin',
      // DENY, as the CSP's frame-ancestors 'none' says (SAMEORIGIN contradicted it).
      xFrameOptions: 'DENY',
      permissionsPolicy: PERMISSIONS_POLICY,
      // A handler's own stricter header stands (a shared report's `Referrer-Policy: no-referrer`).
      overwrite: false,
    }),
  );
  app.use('*', compressResponses());
  // Shutting down (decision 080): the listener stays open while the runs in progress end, and every new request but
  // the health check (which says `draining`) is answered 503 with Retry-After, its connection closed, so that a
  // browser or a proxy tries again (another instance, or this one restarted) instead of meeting a refused connection.
  app.use('*', async (c, next) => {
    if (!deps.services.reportRuns.draining || c.req.path === healthOperations.check.path) return next();
    c.header('Connection', 'close');
    throw new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE_ERROR_MESSAGE, {
      retryAfterSeconds: DRAINING_RETRY_AFTER_SECONDS,
    });
  });
  // State-changing API calls must come from our own pages (Origin / Sec-Fetch-Site check).
  app.use('/api/*', originCheck(deps.config.PUBLIC_URL));
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: 1024 * 1024,
      onError: (c) => {
        // The rest of the body is never read, so the connection cannot carry another request: say so, and the client
        // opens a new one (a keep-alive promise here was broken by the drop that followed; decision 050).
        c.header('Connection', 'close');
        throw new AppError('PAYLOAD_TOO_LARGE', SERVER_MESSAGES.tooLarge);
      },
    }),
  );
  // U+0000 in the URL or a JSON body, or a lone surrogate in a JSON body, is a 400 here, before it can reach
  // PostgreSQL (decisions 050 and 072).
  app.use('/api/*', rejectUnstorableText({ except: [billingOperations.stripeWebhook.path] }));

  app.route('/', healthRoutes);
  app.route('/', meRoutes);
  app.route('/', authRoutes);
  app.route('/', accountRoutes);
  app.route('/', captchaRoutes);
  app.route('/', pageViewRoutes);
  app.route('/', addressRoutes);
  app.route('/', reportRoutes);
  app.route('/', letterRoutes);
  app.route('/', seoRoutes);
  app.route('/', compareRoutes);
  app.route('/', billingRoutes);
  app.route('/', stripeWebhookRoutes);
  app.route('/', contactRoutes);

  app.doc31(OPENAPI_DOCUMENT_PATH, {
    openapi: '3.1.0',
    info: { title: 'RentValue API', version: deps.config.version, description: API_DESCRIPTION },
  });
  // The reference drawn from that document (decision 061).
  app.route('/', apiDocsRoutes);

  app.all('/api/*', (c) => errorJson(c, 404, 'NOT_FOUND', NO_SUCH_ROUTE_MESSAGE));
  app.route(
    '/',
    webAppRoutes(deps.config.WEB_DIST_DIR, {
      mapTileUrl: deps.config.MAP_TILE_URL,
      analytics: analyticsSettings(deps.config),
      policyEmbeds: policyEmbedUrls(deps.config),
      testCheckout: isTestCheckoutEnabled(deps.config),
    }),
  );

  app.notFound((c) => errorJson(c, 404, 'NOT_FOUND', SERVER_MESSAGES.notFound));
  app.onError(handleError(deps.logger));
  return app;
}
