// What deleting an account removes and what it keeps (docs/product.md#deleting-an-account): said once, shown in the
// data export and carried out by the server (src/server/account/delete-account.ts).

export const ACCOUNT_DELETION = {
  deleted: [
    'your login, sessions and profile',
    'your reports, their comparables, share links and negotiation letters',
    'every email we sent you or were about to send you (receipts, reports, letters, reset links)',
    'your contact messages and our copy of each',
    'your reset links',
    'the error logs of your reports',
    'the request counters that hold your email address or your account',
  ],
  kept: [
    'records of your purchases and refunds (plan, amount, dates, status and the payment provider’s reference), kept for our accounts as the law requires, without your name or email: only a coded fingerprint of your email address',
  ],
} as const;
