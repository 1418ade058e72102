// The answers the server words itself that no other module names as a constant of its own: refused requests, outside
// services that failed. Their Spanish is in server-texts-es.ts, by the same ids (issue 35).

export const SERVER_MESSAGES = {
  notFromPage: 'This request did not come from a RentValue page.',
  otherPaymentProvider: 'This purchase was made with another payment provider; please contact us.',
  purchaseNotFound: 'This purchase was not found.',
  tooLarge: 'The request is too large.',
  notFound: 'Not found.',
  altchaNotInUse: 'ALTCHA is not in use.',
  formIncomplete: 'The form is not complete.',
  compsUnavailable: 'The comparable rentals could not be searched just now.',
  rentDataNotJson: 'The rent data service answered with something other than JSON.',
  rentDataNoComps: 'The rent data service answered without a list of comparables.',
  rentDataUnreachable: 'The rent data service could not be reached.',
  rentDataTimeout: 'The rent data service did not answer in time.',
  rentDataFailed: 'The rent data service failed.',
} as const;

/** Hono's own answer to a body that is not JSON (its JSON validator's words, not ours). */
export const LIBRARY_MESSAGES = {
  malformedJson: 'Malformed JSON in request body',
} as const;
