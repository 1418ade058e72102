import { addressOperations } from '#core/api/addresses';
import { getCurrentUser } from '../auth/current-user';
import { clientIp } from '../http/client-ip';
import { createRouter } from '../http/create-router';
import { operationRoute } from '../http/operation-route';
import { enforceRateLimit, type RateRule } from '../http/rate-limit';
import { googlePlaces } from '../providers/geocoder/google-places';
import { suggestAddresses } from './suggest-addresses';

/**
 * The form asks as the person types (debounced): a few requests per address. 120 a minute per address is far
 * above that and far below what would let one client run up the Google bill or load the database.
 */
export const ADDRESS_SUGGEST_RATE: RateRule = { name: 'address-suggest:ip', limit: 120, windowMs: 60_000 };

/** A suggestion that takes longer than this is no longer a suggestion: Google's part is dropped after it. */
const ADDRESS_SUGGEST_GOOGLE_BUDGET_MS = 2500;

const route = operationRoute(addressOperations.suggest, {
  tags: ['addresses'],
  summary: 'US street address suggestions for the typed text (empty for junk, under 3 or over 200 characters)',
  success: { 200: 'Up to 8 suggestions, best first' },
  errors: { 429: 'Too many requests from this address' },
});

export const addressRoutes = createRouter().openapi(route, async (c) => {
  const { config, database, logger } = c.get('deps');
  await enforceRateLimit(database.db, ADDRESS_SUGGEST_RATE, clientIp(c, config.TRUST_PROXY));
  const user = await getCurrentUser(c);
  const places = config.GOOGLE_MAPS_API_KEY
    ? googlePlaces({
        baseUrl: config.GOOGLE_MAPS_BASE_URL,
        apiKey: config.GOOGLE_MAPS_API_KEY,
        timeoutMs: Math.min(config.GEOCODER_TIMEOUT_MS, ADDRESS_SUGGEST_GOOGLE_BUDGET_MS),
      })
    : null;
  const result = await suggestAddresses({
    db: database.db,
    query: c.req.valid('query').q ?? '',
    userId: user?.id ?? null,
    places,
    logger,
  });
  // Suggestions can include the user's own past addresses: never cached by a shared cache.
  c.header('Cache-Control', 'private, no-store');
  return c.json(result, 200);
});
