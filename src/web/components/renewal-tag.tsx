import { useLingui } from '@lingui/react';

/**
 * "Renewal" beside a report in the history and the dashboard: a renewal check of the renter's own lease (its rent is
 * the landlord's offer), told apart from a listing at a glance.
 */
export function RenewalTag() {
  const { _ } = useLingui();
  return (
    <span
      data-renewal-tag
      title={_('components.renewalTag.title')}
      className="inline-block shrink-0 rounded bg-amber-100 px-1.5 py-px text-xs font-semibold text-amber-900"
    >
      {_('components.renewalTag.label')}
    </span>
  );
}
