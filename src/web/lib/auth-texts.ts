import { PASSWORD_MIN } from '#core/account/auth-forms';

/** Shown next to every new-password field. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters.`;
