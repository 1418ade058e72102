import type { I18n } from '@lingui/core';
import { PASSWORD_MIN } from '#core/account/auth-forms';

type Translate = I18n['_'];

/** Shown next to every new-password field. */
export function passwordHint(_: Translate): string {
  return _('lib.auth.passwordHint', { min: PASSWORD_MIN });
}
