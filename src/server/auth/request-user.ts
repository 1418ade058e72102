/**
 * Who made the request: the account behind a valid session cookie, as the server's handlers need it (the API's
 * `SessionUser` in core/api/auth.ts is what /api/me answers, with the first name).
 */
export interface RequestUser {
  id: string;
  email: string;
}
