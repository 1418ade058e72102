// The statewide rent-increase caps' own words (rent-increase-caps.ts), in groups by id: the laws' names, their
// formulas, the exemptions, California's regions and the sources of the published figures that another language
// names in its own words. Each language translates a group by its ids (es/rent-caps-es.ts), so a text
// reworded here keeps its translation and a text added without one fails the typecheck. The periods of the figures
// are data, worded by each language (rent-cap-period.ts).

/** The laws as the renewal check, its caveat and the tenant-rights directory name them. */
export const RENT_CAP_LAWS = {
  california: 'California Tenant Protection Act of 2019 (Civil Code §1947.12)',
  oregon: 'Oregon rent increase limit (ORS 90.323, from SB 608 of 2019 and SB 611 of 2023)',
  washington: 'Washington rent stabilization law (RCW 59.18.700, from HB 1217 of 2025)',
} as const;

/** Each law's formula in plain words (the renewal check's "The rule: {formula}.", the directory). */
export const RENT_CAP_FORMULAS = {
  california:
    '5% plus the change in the regional Consumer Price Index (April to April), at most 10%, over any 12 months',
  oregon: "7% plus the West Region CPI change, at most 10% (the state publishes each calendar year's figure)",
  washington:
    "7% plus the Seattle-area CPI change, at most 10%, over any 12 months (the state publishes each calendar year's figure)",
} as const;

/** The exemptions, as the caveat lists them (joined with "; "), by state. */
export const RENT_CAP_EXEMPTIONS = {
  caNewHousing: 'housing first given a certificate of occupancy within the last 15 years (a rolling window)',
  caSingleFamily:
    'a single-family home or condo whose owner is not a corporation, a real estate investment trust or an LLC with a corporate member, when the lease gave the tenant the written exemption notice the law requires',
  caOwnerDuplex: 'a duplex where the owner has lived in the other unit since the tenancy began',
  caAffordable: 'deed-restricted or government-regulated affordable housing',
  caDormitories: 'school and college dormitories',
  caLocalRentControl:
    'homes under a local rent control law that limits increases more strictly (the local limit applies instead)',
  orNewUnit:
    'a unit whose first certificate of occupancy was issued less than 15 years before the notice of the increase',
  orSubsidized: 'a unit whose rent is reduced under a federal, state or local housing program or subsidy',
  waNewUnit:
    'a unit whose first certificate of occupancy was issued 12 years or less before the notice of the increase',
  waPublicOrNonprofit:
    'housing owned by a public housing authority, a public development authority, or a nonprofit whose rents an affordable housing program regulates',
  waTaxCredit: 'low-income housing built with federal tax credits under a regulatory agreement with the state',
  waOwnerOccupied:
    'some owner-occupied homes, such as a duplex, triplex or fourplex where the owner lives in one of the units',
} as const;

/** California's regions (the four BLS areas, and every other county), as a sentence names them. */
export const RENT_CAP_REGIONS = {
  losAngeles: 'Los Angeles and Orange counties',
  sanDiego: 'San Diego County',
  inlandEmpire: 'Riverside and San Bernardino counties',
  bayArea: 'the Bay Area counties of Alameda, Contra Costa, Marin, San Francisco and San Mateo',
  elsewhere: 'the other counties (California CPI)',
} as const;

/**
 * The sources of the statewide published figures (Oregon's, Washington's). California's sources (the Attorney
 * General, the Department of Industrial Relations, the BLS releases) are official names every language keeps in
 * English, so they are no group here.
 */
export const RENT_CAP_SOURCE_NAMES = {
  oregonOea: 'Oregon Office of Economic Analysis, maximum annual rent increase',
  washingtonCommerce: 'Washington State Department of Commerce, maximum annual rent increase',
} as const;
