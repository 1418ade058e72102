// Over 250 lines as content: the official resource links of all 50 states, one entry each, kept in one list.
import { RENT_CAP_RULES, type RentCapState } from '../report/rent-increase-caps';
import { US_STATES } from '../address/us-states';

// The tenant rights directory (docs/product.md#tenant-rights): the federal fair housing link and, for each of the
// 50 states sorted by code, one to three official resource links. Only government hosts (.gov, or the older
// state-run *.state.xx.us domains) are listed, and mostly home pages of the agency or the legislature's statute page:
// deep links on government sites move often, and a home page that still answers is worth more to a renter than a
// precise link that has gone dead.
// The three states that cap rent increases statewide (CA, OR, WA) link the cap's statute, named and linked once in
// the rule table of rent-increase-caps.ts (docs/product.md#renewal-check). To stay within three links, in California
// it replaces the legislature's home page (the statute is on that site) and in Oregon the ORS chapter 90 link (the
// same page).

export type TenantResourceKind = 'attorney-general' | 'consumer-protection' | 'housing-agency' | 'statute' | 'courts';

export interface TenantResourceLink {
  readonly label: string;
  readonly url: string;
  readonly kind: TenantResourceKind;
}

export interface StateTenantRights {
  readonly code: string;
  readonly name: string;
  readonly links: readonly TenantResourceLink[];
}

export const FEDERAL_FAIR_HOUSING: TenantResourceLink = {
  label: 'U.S. Department of Housing and Urban Development: Fair Housing and Equal Opportunity',
  url: 'https://www.hud.gov/program_offices/fair_housing_equal_opp',
  kind: 'housing-agency',
};

const ag = (label: string, url: string): TenantResourceLink => ({ label, url, kind: 'attorney-general' });
const law = (label: string, url: string): TenantResourceLink => ({ label, url, kind: 'statute' });
const housing = (label: string, url: string): TenantResourceLink => ({ label, url, kind: 'housing-agency' });
const consumer = (label: string, url: string): TenantResourceLink => ({ label, url, kind: 'consumer-protection' });
const courts = (label: string, url: string): TenantResourceLink => ({ label, url, kind: 'courts' });

/** The statute of a statewide rent-increase cap, named and linked as in the rule table of rent-increase-caps.ts. */
function rentCapLaw(state: RentCapState): TenantResourceLink {
  const rule = RENT_CAP_RULES.find((r) => r.state === state);
  if (!rule) throw new Error(`No rent cap rule for ${state}`);
  return law(rule.lawName, rule.sourceUrl);
}

const LINKS: Readonly<Record<string, readonly TenantResourceLink[]>> = {
  AK: [
    ag('Alaska Department of Law (Attorney General)', 'https://law.alaska.gov/'),
    law(
      'Alaska Statutes ch. 34.03: Uniform Residential Landlord and Tenant Act',
      'https://www.akleg.gov/basis/statutes.asp#34.03',
    ),
    courts('Alaska Court System', 'https://courts.alaska.gov/'),
  ],
  AL: [
    ag('Alabama Attorney General', 'https://www.alabamaag.gov/'),
    law(
      'Code of Alabama (Title 35, ch. 9A: Residential Landlord and Tenant Act)',
      'https://alison.legislature.state.al.us/code-of-alabama',
    ),
  ],
  AR: [
    ag('Arkansas Attorney General', 'https://arkansasag.gov/'),
    law('Arkansas General Assembly (Arkansas Code Title 18)', 'https://www.arkleg.state.ar.us/'),
  ],
  AZ: [
    ag('Arizona Attorney General', 'https://www.azag.gov/'),
    housing('Arizona Department of Housing', 'https://housing.az.gov/'),
    law(
      'Arizona Revised Statutes Title 33 (Residential Landlord and Tenant Act)',
      'https://www.azleg.gov/arsDetail/?title=33',
    ),
  ],
  CA: [
    ag('California Attorney General', 'https://oag.ca.gov/'),
    housing('California Department of Housing and Community Development', 'https://www.hcd.ca.gov/'),
    rentCapLaw('CA'),
  ],
  CO: [
    ag('Colorado Attorney General', 'https://coag.gov/'),
    law('Colorado General Assembly (C.R.S. Title 38)', 'https://leg.colorado.gov/'),
  ],
  CT: [
    ag('Connecticut Attorney General', 'https://portal.ct.gov/ag'),
    law(
      'Connecticut General Statutes ch. 830: Rights and Responsibilities of Landlord and Tenant',
      'https://www.cga.ct.gov/current/pub/chap_830.htm',
    ),
    courts('Connecticut Judicial Branch', 'https://www.jud.ct.gov/'),
  ],
  DE: [
    ag('Delaware Department of Justice (Attorney General)', 'https://attorneygeneral.delaware.gov/'),
    law('Delaware Code Title 25 (Residential Landlord-Tenant Code)', 'https://delcode.delaware.gov/title25/'),
  ],
  FL: [
    law('Florida Statutes (ch. 83: Landlord and Tenant)', 'https://www.flsenate.gov/Laws/Statutes'),
    consumer('Florida Department of Agriculture and Consumer Services', 'https://www.fdacs.gov/'),
  ],
  GA: [
    ag('Georgia Attorney General', 'https://law.georgia.gov/'),
    housing('Georgia Department of Community Affairs', 'https://dca.georgia.gov/'),
  ],
  HI: [
    ag('Hawaii Attorney General', 'https://ag.hawaii.gov/'),
    consumer('Hawaii Office of Consumer Protection: Landlord-Tenant', 'https://cca.hawaii.gov/ocp/landlord-tenant/'),
  ],
  IA: [
    ag('Iowa Attorney General', 'https://www.iowaattorneygeneral.gov/'),
    law(
      'Iowa Code ch. 562A: Uniform Residential Landlord and Tenant Law',
      'https://www.legis.iowa.gov/law/iowaCode/sections?code=562A',
    ),
  ],
  ID: [
    ag('Idaho Attorney General', 'https://www.ag.idaho.gov/'),
    law('Idaho Legislature (Idaho Code Title 6, ch. 3)', 'https://legislature.idaho.gov/'),
  ],
  IL: [
    ag('Illinois Attorney General', 'https://illinoisattorneygeneral.gov/'),
    law('Illinois General Assembly (Illinois Compiled Statutes)', 'https://www.ilga.gov/'),
  ],
  IN: [
    ag('Indiana Attorney General', 'https://www.in.gov/attorneygeneral/'),
    housing('Indiana Housing and Community Development Authority', 'https://www.in.gov/ihcda/'),
  ],
  KS: [
    ag('Kansas Attorney General', 'https://www.ag.ks.gov/'),
    law(
      'Kansas Legislature (K.S.A. ch. 58, art. 25: Residential Landlord and Tenant Act)',
      'https://kslegislature.gov/',
    ),
  ],
  KY: [
    ag('Kentucky Attorney General', 'https://www.ag.ky.gov/'),
    law('Kentucky General Assembly (KRS ch. 383)', 'https://legislature.ky.gov/'),
  ],
  LA: [
    ag('Louisiana Attorney General', 'https://www.ag.state.la.us/'),
    law('Louisiana State Legislature (Civil Code, lease articles)', 'https://legis.la.gov/'),
  ],
  MA: [
    ag(
      "The Attorney General's Guide to Landlord and Tenant Rights",
      'https://www.mass.gov/guides/the-attorney-generals-guide-to-landlord-and-tenant-rights',
    ),
    ag('Massachusetts Attorney General', 'https://www.mass.gov/orgs/office-of-the-attorney-general'),
  ],
  MD: [
    ag('Maryland Attorney General', 'https://www.marylandattorneygeneral.gov/'),
    housing('Maryland Department of Housing and Community Development', 'https://dhcd.maryland.gov/'),
    courts('Maryland Courts: Landlord-Tenant', 'https://www.mdcourts.gov/legalhelp/landlordtenant'),
  ],
  ME: [
    ag('Maine Attorney General', 'https://www.maine.gov/ag/'),
    law(
      'Maine Revised Statutes Title 14, ch. 709: Rental Property',
      'https://legislature.maine.gov/statutes/14/title14ch709sec0.html',
    ),
  ],
  MI: [
    ag('Michigan Attorney General', 'https://www.michigan.gov/ag'),
    housing('Michigan State Housing Development Authority', 'https://www.michigan.gov/mshda'),
  ],
  MN: [
    ag(
      'Minnesota Attorney General: Landlords and Tenants handbook',
      'https://www.ag.state.mn.us/Consumer/Handbooks/LT/default.asp',
    ),
    law('Minnesota Statutes ch. 504B: Landlord and Tenant', 'https://www.revisor.mn.gov/statutes/cite/504B'),
    housing('Minnesota Housing', 'https://www.mnhousing.gov/'),
  ],
  MO: [
    ag('Missouri Attorney General', 'https://ago.mo.gov/'),
    law(
      'Missouri Revised Statutes ch. 441: Landlord and Tenant',
      'https://revisor.mo.gov/main/OneChapter.aspx?chapter=441',
    ),
  ],
  MS: [
    ag('Mississippi Attorney General', 'https://www.ago.state.ms.us/'),
    law('Mississippi Legislature (Mississippi Code Title 89, ch. 8)', 'https://www.legislature.ms.gov/'),
  ],
  MT: [
    ag('Montana Department of Justice (Attorney General)', 'https://dojmt.gov/'),
    law('Montana Legislature (MCA Title 70, ch. 24: Residential Landlord and Tenant Act)', 'https://leg.mt.gov/'),
  ],
  NC: [
    ag('North Carolina Department of Justice (Attorney General)', 'https://ncdoj.gov/'),
    law(
      'North Carolina General Statutes ch. 42: Landlord and Tenant',
      'https://www.ncleg.gov/Laws/GeneralStatuteSections/Chapter42',
    ),
  ],
  ND: [
    ag('North Dakota Attorney General', 'https://attorneygeneral.nd.gov/'),
    law('North Dakota Legislative Branch (Century Code ch. 47-16)', 'https://www.ndlegis.gov/'),
  ],
  NE: [
    ag('Nebraska Attorney General', 'https://ago.nebraska.gov/'),
    law(
      'Nebraska Legislature (Residential Landlord and Tenant Act, §76-1401 and following)',
      'https://nebraskalegislature.gov/',
    ),
  ],
  NH: [
    ag('New Hampshire Department of Justice (Attorney General)', 'https://www.doj.nh.gov/'),
    law('New Hampshire General Court (RSA ch. 540 and 540-A)', 'https://www.gencourt.state.nh.us/'),
  ],
  NJ: [
    ag('New Jersey Attorney General', 'https://www.njoag.gov/'),
    housing('New Jersey Department of Community Affairs', 'https://www.nj.gov/dca/'),
  ],
  NM: [
    ag('New Mexico Department of Justice (Attorney General)', 'https://nmdoj.gov/'),
    law(
      'New Mexico Legislature (Uniform Owner-Resident Relations Act, NMSA ch. 47, art. 8)',
      'https://www.nmlegis.gov/',
    ),
  ],
  NV: [
    ag('Nevada Attorney General', 'https://ag.nv.gov/'),
    law(
      'Nevada Revised Statutes ch. 118A: Landlord and Tenant: Dwellings',
      'https://www.leg.state.nv.us/NRS/NRS-118A.html',
    ),
    housing('Nevada Housing Division', 'https://housing.nv.gov/'),
  ],
  NY: [
    ag('New York Attorney General', 'https://ag.ny.gov/'),
    housing('New York State Homes and Community Renewal', 'https://hcr.ny.gov/'),
  ],
  OH: [
    ag('Ohio Attorney General', 'https://www.ohioattorneygeneral.gov/'),
    law('Ohio Revised Code ch. 5321: Landlords and Tenants', 'https://codes.ohio.gov/ohio-revised-code/chapter-5321'),
  ],
  OK: [
    ag('Oklahoma Attorney General', 'https://oag.ok.gov/'),
    law('Oklahoma Legislature (Residential Landlord and Tenant Act, Title 41)', 'https://www.oklegislature.gov/'),
  ],
  OR: [
    ag('Oregon Department of Justice (Attorney General)', 'https://www.doj.state.or.us/'),
    rentCapLaw('OR'),
    housing('Oregon Housing and Community Services', 'https://www.oregon.gov/ohcs/'),
  ],
  PA: [
    ag('Pennsylvania Attorney General', 'https://www.attorneygeneral.gov/'),
    law('Pennsylvania General Assembly (Landlord and Tenant Act of 1951)', 'https://www.legis.state.pa.us/'),
  ],
  RI: [
    ag('Rhode Island Attorney General', 'https://riag.ri.gov/'),
    law(
      'Rhode Island General Assembly (Residential Landlord and Tenant Act, §34-18)',
      'https://www.rilegislature.gov/',
    ),
  ],
  SC: [
    ag('South Carolina Attorney General', 'https://www.scag.gov/'),
    consumer('South Carolina Department of Consumer Affairs', 'https://consumer.sc.gov/'),
    law(
      'South Carolina Code Title 27 (ch. 40: Residential Landlord and Tenant Act)',
      'https://www.scstatehouse.gov/coderev/c27.php',
    ),
  ],
  SD: [
    ag('South Dakota Attorney General', 'https://atg.sd.gov/'),
    law('South Dakota Legislature (Codified Laws ch. 43-32)', 'https://sdlegislature.gov/'),
  ],
  TN: [
    ag('Tennessee Attorney General', 'https://www.tn.gov/attorneygeneral.html'),
    law(
      'Tennessee General Assembly (Uniform Residential Landlord and Tenant Act, §66-28)',
      'https://www.capitol.tn.gov/',
    ),
  ],
  TX: [
    ag('Texas Attorney General', 'https://www.texasattorneygeneral.gov/'),
    law(
      'Texas Property Code ch. 92: Residential Tenancies',
      'https://statutes.capitol.texas.gov/Docs/PR/htm/PR.92.htm',
    ),
    housing('Texas Department of Housing and Community Affairs', 'https://www.tdhca.texas.gov/'),
  ],
  UT: [
    ag('Utah Attorney General', 'https://attorneygeneral.utah.gov/'),
    law('Utah State Legislature (Utah Fit Premises Act, §57-22)', 'https://le.utah.gov/'),
  ],
  VA: [
    ag('Virginia Attorney General', 'https://www.oag.state.va.us/'),
    law(
      'Code of Virginia Title 55.1, ch. 12: Virginia Residential Landlord and Tenant Act',
      'https://law.lis.virginia.gov/vacode/title55.1/chapter12/',
    ),
    housing('Virginia Department of Housing and Community Development', 'https://www.dhcd.virginia.gov/'),
  ],
  VT: [
    ag('Vermont Attorney General', 'https://ago.vermont.gov/'),
    law(
      'Vermont General Assembly (9 V.S.A. ch. 137: Residential Rental Agreements)',
      'https://legislature.vermont.gov/',
    ),
  ],
  WA: [
    ag('Washington Attorney General', 'https://www.atg.wa.gov/'),
    law('RCW 59.18: Residential Landlord-Tenant Act', 'https://app.leg.wa.gov/RCW/default.aspx?cite=59.18'),
    rentCapLaw('WA'),
  ],
  WI: [
    ag('Wisconsin Department of Justice (Attorney General)', 'https://www.doj.state.wi.us/'),
    consumer('Wisconsin Department of Agriculture, Trade and Consumer Protection', 'https://datcp.wi.gov/'),
    law('Wisconsin Statutes ch. 704: Landlord and Tenant', 'https://docs.legis.wisconsin.gov/statutes/statutes/704'),
  ],
  WV: [
    ag('West Virginia Attorney General', 'https://ago.wv.gov/'),
    law('West Virginia Legislature (Code ch. 37, art. 6A)', 'https://www.wvlegislature.gov/'),
  ],
  WY: [
    ag('Wyoming Attorney General', 'https://ag.wyo.gov/'),
    law(
      'Wyoming Legislature (Wyo. Stat. Title 1, ch. 21, art. 12: Residential Rental Property)',
      'https://wyoleg.gov/',
    ),
  ],
};

/** The 50 states in US_STATES order (sorted by code), each with its links. */
export const STATE_TENANT_RIGHTS: readonly StateTenantRights[] = US_STATES.map((state) => ({
  code: state.code,
  name: state.name,
  links: LINKS[state.code] ?? [],
}));

/** A host run by a US government: *.gov, or a state's *.state.xx.us domain. */
export function isGovernmentHost(host: string): boolean {
  const h = host.toLowerCase();
  return /^([a-z0-9-]+\.)*[a-z0-9-]+\.gov$/.test(h) || /^([a-z0-9-]+\.)+state\.[a-z]{2}\.us$/.test(h);
}

/**
 * The states a search matches: an exact two-letter code ("tx"), or the start of the name or of any word in it
 * ("new" finds the four New states, "carolina" both Carolinas). Blank matches every state.
 */
export function searchStateTenantRights(
  query: string,
  states: readonly StateTenantRights[] = STATE_TENANT_RIGHTS,
): StateTenantRights[] {
  const q = query.trim().toLowerCase().replace(/\s+/g, ' ');
  if (q === '') return [...states];
  return states.filter((state) => {
    if (state.code.toLowerCase() === q) return true;
    const name = state.name.toLowerCase();
    return name.startsWith(q) || name.split(' ').some((word) => word.startsWith(q));
  });
}
