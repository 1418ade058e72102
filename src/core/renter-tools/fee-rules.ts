// The states' rental fee-disclosure and fee-limit rules the tenant rights directory can cite
// (docs/product.md#tenant-rights): one entry per rule, shown as a "Fees" part on the state's card, with the law's
// name linked to its official source (a government host, as every link of the directory), the day it took effect and
// the day RentValue checked it.
//
// The words a renter reads (what the rule means for them) are not here: the page words each rule by its id, in the
// tenant-rights catalogues (src/web/features/tenant-rights/messages/{en,es}.json, `tenant-rights.fees.<id>.rule`), so
// the Spanish is keyed by the id, never by an English sentence. The law's name is the official one and stays in
// English in both languages (docs/i18n.md).
//
// Texts written 2026-12-05 (FEE_RULES_CHECKED_ON) from the enacted bills as known on that day, WITHOUT fetching the
// source pages: there is no network where this table was written. Each rule says only what was certain:
// - Colorado: HB25-1090, "Protections Against Deceptive Pricing Practices" (signed 2025-04-21, adds C.R.S. 6-1-737),
//   in force 2026-01-01: an advertised or displayed rental must show its total price, one figure with every
//   mandatory fee, and hiding mandatory fees is a deceptive trade practice (Colorado Consumer Protection Act).
//   Left out, as not checked closely enough: which charges (utilities billed by use) the total may leave out, and the
//   fees the bill bans outright.
// - California: SB 611 (Menjivar, chaptered September 2024): no fee for serving, posting or delivering a notice
//   (the notices that end a tenancy and the three-day notices) and no fee for paying rent or a security deposit by
//   check; the landlord must, as before (Civil Code §1947.3), take at least one form of payment that is neither cash
//   nor an electronic transfer. Doubt: the statute took effect 2025-01-01; news reports date the fee bans from
//   2025-04-01 (the bill's digest dates its service members' deposit rule so). The table says 2025-04-01, the later
//   date, by which both readings agree the bans were in force.
// - Massachusetts: the FY2026 state budget (2025 Mass. Acts ch. 9), in force 2025-08-01: the party that hired the
//   broker pays the broker's fee, so a landlord who hired one cannot pass the fee to the tenant. Its source is
//   mass.gov's home page: the deep link of the state's page on broker fees was not known for certain.

export const FEE_RULES_CHECKED_ON = '2026-12-05';

/** The rules by id: each id has its words in both catalogues (`tenant-rights.fees.<id>.rule`). */
export const FEE_RULE_IDS = ['coTotalPrice', 'caNoticeAndCheckFees', 'maBrokerFee'] as const;
export type FeeRuleId = (typeof FEE_RULE_IDS)[number];

export interface FeeRule {
  readonly id: FeeRuleId;
  /** The state's two-letter code, as in the directory. */
  readonly state: string;
  /** The law's official name, in English in both languages: the link's text. */
  readonly lawName: string;
  /** ISO date the rule took effect. */
  readonly effectiveFrom: string;
  /** The official source, on a government host (isGovernmentHost). */
  readonly sourceUrl: string;
  /** The day RentValue last checked the rule (FEE_RULES_CHECKED_ON). */
  readonly checkedOn: string;
}

/** The rules, by state code then id. */
export const FEE_RULES: readonly FeeRule[] = [
  {
    id: 'caNoticeAndCheckFees',
    state: 'CA',
    lawName: 'California SB 611 (2024)',
    effectiveFrom: '2025-04-01',
    sourceUrl: 'https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=202320240SB611',
    checkedOn: FEE_RULES_CHECKED_ON,
  },
  {
    id: 'coTotalPrice',
    state: 'CO',
    lawName: 'Colorado HB25-1090: Protections Against Deceptive Pricing Practices',
    effectiveFrom: '2026-01-01',
    sourceUrl: 'https://leg.colorado.gov/bills/hb25-1090',
    checkedOn: FEE_RULES_CHECKED_ON,
  },
  {
    id: 'maBrokerFee',
    state: 'MA',
    lawName: 'Massachusetts FY2026 state budget (2025 Mass. Acts ch. 9)',
    effectiveFrom: '2025-08-01',
    sourceUrl: 'https://www.mass.gov/',
    checkedOn: FEE_RULES_CHECKED_ON,
  },
];

/** A state's fee rules ([] for a state the table has none for). */
export function feeRulesFor(state: string): readonly FeeRule[] {
  return FEE_RULES.filter((rule) => rule.state === state);
}
