/* eslint-disable lingui/no-unlocalized-strings -- this module is the Spanish text itself, loaded on Spanish pages only */
// Over 250 lines as content: the Spanish of the tenant rights directory (src/core/renter-tools/tenant-rights.ts), one
// entry per state with the same links in the same order (tenant-rights-content.test.ts checks them against core).
// Names of laws stay as the states write them, after a short explanation in Spanish; agencies are named in Spanish.
import type { StateTenantRights, TenantResourceKind, TenantResourceLink } from '#core/renter-tools/tenant-rights';

export const FEDERAL_FAIR_HOUSING_ES: TenantResourceLink = {
  label:
    'Departamento de Vivienda y Desarrollo Urbano de EE. UU. (HUD): Oficina de Vivienda Justa e Igualdad de Oportunidades',
  url: 'https://www.hud.gov/program_offices/fair_housing_equal_opp',
  kind: 'housing-agency',
};

const link =
  (kind: TenantResourceKind) =>
  (label: string, url: string): TenantResourceLink => ({ label, url, kind });
const ag = link('attorney-general');
const law = link('statute');
const housing = link('housing-agency');
const consumer = link('consumer-protection');
const courts = link('courts');

function state(code: string, name: string, links: readonly TenantResourceLink[]): StateTenantRights {
  return { code, name, links };
}

/** The 50 states in Spanish, by code: the same keys, links and order as the English STATE_TENANT_RIGHTS. */
export const STATE_TENANT_RIGHTS_ES: Readonly<Record<string, StateTenantRights>> = {
  AK: state('AK', 'Alaska', [
    ag('Departamento Jurídico de Alaska (fiscal general)', 'https://law.alaska.gov/'),
    law(
      'Ley de arrendamiento residencial de Alaska: Alaska Statutes ch. 34.03 (Uniform Residential Landlord and Tenant Act)',
      'https://www.akleg.gov/basis/statutes.asp#34.03',
    ),
    courts('Tribunales de Alaska (Alaska Court System)', 'https://courts.alaska.gov/'),
  ]),
  AL: state('AL', 'Alabama', [
    ag('Fiscal General de Alabama', 'https://www.alabamaag.gov/'),
    law(
      'Ley de arrendamiento residencial de Alabama: Code of Alabama, Title 35, ch. 9A (Residential Landlord and Tenant Act)',
      'https://alison.legislature.state.al.us/code-of-alabama',
    ),
  ]),
  AR: state('AR', 'Arkansas', [
    ag('Fiscal General de Arkansas', 'https://arkansasag.gov/'),
    law(
      'Asamblea General de Arkansas (leyes de arrendamiento: Arkansas Code Title 18)',
      'https://www.arkleg.state.ar.us/',
    ),
  ]),
  AZ: state('AZ', 'Arizona', [
    ag('Fiscal General de Arizona', 'https://www.azag.gov/'),
    housing('Departamento de Vivienda de Arizona', 'https://housing.az.gov/'),
    law(
      'Ley de arrendamiento residencial de Arizona: Arizona Revised Statutes Title 33 (Residential Landlord and Tenant Act)',
      'https://www.azleg.gov/arsDetail/?title=33',
    ),
  ]),
  CA: state('CA', 'California', [
    ag('Fiscal General de California', 'https://oag.ca.gov/'),
    housing('Departamento de Vivienda y Desarrollo Comunitario de California', 'https://www.hcd.ca.gov/'),
    law(
      'Ley de protección de inquilinos de California: California Tenant Protection Act of 2019 (Civil Code §1947.12)',
      'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CIV&sectionNum=1947.12',
    ),
  ]),
  CO: state('CO', 'Colorado', [
    ag('Fiscal General de Colorado', 'https://coag.gov/'),
    law(
      'Asamblea General de Colorado (leyes de propiedad y arrendamiento: C.R.S. Title 38)',
      'https://leg.colorado.gov/',
    ),
  ]),
  CT: state('CT', 'Connecticut', [
    ag('Fiscal General de Connecticut', 'https://portal.ct.gov/ag'),
    law(
      'Derechos y obligaciones de arrendadores e inquilinos en Connecticut: Connecticut General Statutes ch. 830 (Rights and Responsibilities of Landlord and Tenant)',
      'https://www.cga.ct.gov/current/pub/chap_830.htm',
    ),
    courts('Poder Judicial de Connecticut', 'https://www.jud.ct.gov/'),
  ]),
  DE: state('DE', 'Delaware', [
    ag('Departamento de Justicia de Delaware (fiscal general)', 'https://attorneygeneral.delaware.gov/'),
    law(
      'Código de arrendamiento residencial de Delaware: Delaware Code Title 25 (Residential Landlord-Tenant Code)',
      'https://delcode.delaware.gov/title25/',
    ),
  ]),
  FL: state('FL', 'Florida', [
    law(
      'Ley de arrendamiento de Florida: Florida Statutes, ch. 83 (Landlord and Tenant)',
      'https://www.flsenate.gov/Laws/Statutes',
    ),
    consumer('Departamento de Agricultura y Servicios al Consumidor de Florida', 'https://www.fdacs.gov/'),
  ]),
  GA: state('GA', 'Georgia', [
    ag('Fiscal General de Georgia', 'https://law.georgia.gov/'),
    housing('Departamento de Asuntos Comunitarios de Georgia', 'https://dca.georgia.gov/'),
  ]),
  HI: state('HI', 'Hawái', [
    ag('Fiscal General de Hawái', 'https://ag.hawaii.gov/'),
    consumer(
      'Oficina de Protección al Consumidor de Hawái: arrendadores e inquilinos',
      'https://cca.hawaii.gov/ocp/landlord-tenant/',
    ),
  ]),
  IA: state('IA', 'Iowa', [
    ag('Fiscal General de Iowa', 'https://www.iowaattorneygeneral.gov/'),
    law(
      'Ley de arrendamiento residencial de Iowa: Iowa Code ch. 562A (Uniform Residential Landlord and Tenant Law)',
      'https://www.legis.iowa.gov/law/iowaCode/sections?code=562A',
    ),
  ]),
  ID: state('ID', 'Idaho', [
    ag('Fiscal General de Idaho', 'https://www.ag.idaho.gov/'),
    law('Legislatura de Idaho (ley de arrendamiento: Idaho Code Title 6, ch. 3)', 'https://legislature.idaho.gov/'),
  ]),
  IL: state('IL', 'Illinois', [
    ag('Fiscal General de Illinois', 'https://illinoisattorneygeneral.gov/'),
    law('Asamblea General de Illinois (leyes del estado: Illinois Compiled Statutes)', 'https://www.ilga.gov/'),
  ]),
  IN: state('IN', 'Indiana', [
    ag('Fiscal General de Indiana', 'https://www.in.gov/attorneygeneral/'),
    housing('Autoridad de Vivienda y Desarrollo Comunitario de Indiana', 'https://www.in.gov/ihcda/'),
  ]),
  KS: state('KS', 'Kansas', [
    ag('Fiscal General de Kansas', 'https://www.ag.ks.gov/'),
    law(
      'Legislatura de Kansas (ley de arrendamiento residencial: K.S.A. ch. 58, art. 25, Residential Landlord and Tenant Act)',
      'https://kslegislature.gov/',
    ),
  ]),
  KY: state('KY', 'Kentucky', [
    ag('Fiscal General de Kentucky', 'https://www.ag.ky.gov/'),
    law('Asamblea General de Kentucky (ley de arrendamiento: KRS ch. 383)', 'https://legislature.ky.gov/'),
  ]),
  LA: state('LA', 'Luisiana', [
    ag('Fiscal General de Luisiana', 'https://www.ag.state.la.us/'),
    law('Legislatura de Luisiana (artículos del Civil Code sobre arrendamiento)', 'https://legis.la.gov/'),
  ]),
  MA: state('MA', 'Massachusetts', [
    ag(
      'Guía del fiscal general sobre los derechos de arrendadores e inquilinos',
      'https://www.mass.gov/guides/the-attorney-generals-guide-to-landlord-and-tenant-rights',
    ),
    ag('Fiscal General de Massachusetts', 'https://www.mass.gov/orgs/office-of-the-attorney-general'),
  ]),
  MD: state('MD', 'Maryland', [
    ag('Fiscal General de Maryland', 'https://www.marylandattorneygeneral.gov/'),
    housing('Departamento de Vivienda y Desarrollo Comunitario de Maryland', 'https://dhcd.maryland.gov/'),
    courts('Tribunales de Maryland: arrendadores e inquilinos', 'https://www.mdcourts.gov/legalhelp/landlordtenant'),
  ]),
  ME: state('ME', 'Maine', [
    ag('Fiscal General de Maine', 'https://www.maine.gov/ag/'),
    law(
      'Ley de propiedades en renta de Maine: Maine Revised Statutes Title 14, ch. 709 (Rental Property)',
      'https://legislature.maine.gov/statutes/14/title14ch709sec0.html',
    ),
  ]),
  MI: state('MI', 'Michigan', [
    ag('Fiscal General de Michigan', 'https://www.michigan.gov/ag'),
    housing('Autoridad de Desarrollo de Vivienda del Estado de Michigan', 'https://www.michigan.gov/mshda'),
  ]),
  MN: state('MN', 'Minnesota', [
    ag(
      'Fiscal General de Minnesota: manual para arrendadores e inquilinos',
      'https://www.ag.state.mn.us/Consumer/Handbooks/LT/default.asp',
    ),
    law(
      'Ley de arrendamiento de Minnesota: Minnesota Statutes ch. 504B (Landlord and Tenant)',
      'https://www.revisor.mn.gov/statutes/cite/504B',
    ),
    housing('Minnesota Housing (agencia de vivienda del estado)', 'https://www.mnhousing.gov/'),
  ]),
  MO: state('MO', 'Misuri', [
    ag('Fiscal General de Misuri', 'https://ago.mo.gov/'),
    law(
      'Ley de arrendamiento de Misuri: Missouri Revised Statutes ch. 441 (Landlord and Tenant)',
      'https://revisor.mo.gov/main/OneChapter.aspx?chapter=441',
    ),
  ]),
  MS: state('MS', 'Misisipi', [
    ag('Fiscal General de Misisipi', 'https://www.ago.state.ms.us/'),
    law(
      'Legislatura de Misisipi (ley de arrendamiento: Mississippi Code Title 89, ch. 8)',
      'https://www.legislature.ms.gov/',
    ),
  ]),
  MT: state('MT', 'Montana', [
    ag('Departamento de Justicia de Montana (fiscal general)', 'https://dojmt.gov/'),
    law(
      'Legislatura de Montana (ley de arrendamiento residencial: MCA Title 70, ch. 24, Residential Landlord and Tenant Act)',
      'https://leg.mt.gov/',
    ),
  ]),
  NC: state('NC', 'Carolina del Norte', [
    ag('Departamento de Justicia de Carolina del Norte (fiscal general)', 'https://ncdoj.gov/'),
    law(
      'Ley de arrendamiento de Carolina del Norte: North Carolina General Statutes ch. 42 (Landlord and Tenant)',
      'https://www.ncleg.gov/Laws/GeneralStatuteSections/Chapter42',
    ),
  ]),
  ND: state('ND', 'Dakota del Norte', [
    ag('Fiscal General de Dakota del Norte', 'https://attorneygeneral.nd.gov/'),
    law(
      'Poder Legislativo de Dakota del Norte (ley de arrendamiento: Century Code ch. 47-16)',
      'https://www.ndlegis.gov/',
    ),
  ]),
  NE: state('NE', 'Nebraska', [
    ag('Fiscal General de Nebraska', 'https://ago.nebraska.gov/'),
    law(
      'Legislatura de Nebraska (ley de arrendamiento residencial: Residential Landlord and Tenant Act, §76-1401 y siguientes)',
      'https://nebraskalegislature.gov/',
    ),
  ]),
  NH: state('NH', 'New Hampshire', [
    ag('Departamento de Justicia de New Hampshire (fiscal general)', 'https://www.doj.nh.gov/'),
    law(
      'Legislatura de New Hampshire (General Court; leyes de arrendamiento: RSA ch. 540 y 540-A)',
      'https://www.gencourt.state.nh.us/',
    ),
  ]),
  NJ: state('NJ', 'Nueva Jersey', [
    ag('Fiscal General de Nueva Jersey', 'https://www.njoag.gov/'),
    housing('Departamento de Asuntos Comunitarios de Nueva Jersey', 'https://www.nj.gov/dca/'),
  ]),
  NM: state('NM', 'Nuevo México', [
    ag('Departamento de Justicia de Nuevo México (fiscal general)', 'https://nmdoj.gov/'),
    law(
      'Legislatura de Nuevo México (ley de arrendamiento residencial: Uniform Owner-Resident Relations Act, NMSA ch. 47, art. 8)',
      'https://www.nmlegis.gov/',
    ),
  ]),
  NV: state('NV', 'Nevada', [
    ag('Fiscal General de Nevada', 'https://ag.nv.gov/'),
    law(
      'Ley de arrendamiento de viviendas de Nevada: Nevada Revised Statutes ch. 118A (Landlord and Tenant: Dwellings)',
      'https://www.leg.state.nv.us/NRS/NRS-118A.html',
    ),
    housing('División de Vivienda de Nevada', 'https://housing.nv.gov/'),
  ]),
  NY: state('NY', 'Nueva York', [
    ag('Fiscal General de Nueva York', 'https://ag.ny.gov/'),
    housing(
      'Agencia de Vivienda y Renovación Comunitaria del Estado de Nueva York (Homes and Community Renewal)',
      'https://hcr.ny.gov/',
    ),
  ]),
  OH: state('OH', 'Ohio', [
    ag('Fiscal General de Ohio', 'https://www.ohioattorneygeneral.gov/'),
    law(
      'Ley de arrendamiento de Ohio: Ohio Revised Code ch. 5321 (Landlords and Tenants)',
      'https://codes.ohio.gov/ohio-revised-code/chapter-5321',
    ),
  ]),
  OK: state('OK', 'Oklahoma', [
    ag('Fiscal General de Oklahoma', 'https://oag.ok.gov/'),
    law(
      'Legislatura de Oklahoma (ley de arrendamiento residencial: Residential Landlord and Tenant Act, Title 41)',
      'https://www.oklegislature.gov/',
    ),
  ]),
  OR: state('OR', 'Oregón', [
    ag('Departamento de Justicia de Oregón (fiscal general)', 'https://www.doj.state.or.us/'),
    law(
      'Límite a los aumentos de renta de Oregón (ORS 90.323, de las leyes SB 608 de 2019 y SB 611 de 2023)',
      'https://www.oregonlegislature.gov/bills_laws/ors/ors090.html',
    ),
    housing('Agencia de Vivienda y Servicios Comunitarios de Oregón', 'https://www.oregon.gov/ohcs/'),
  ]),
  PA: state('PA', 'Pensilvania', [
    ag('Fiscal General de Pensilvania', 'https://www.attorneygeneral.gov/'),
    law(
      'Asamblea General de Pensilvania (ley de arrendamiento: Landlord and Tenant Act of 1951)',
      'https://www.legis.state.pa.us/',
    ),
  ]),
  RI: state('RI', 'Rhode Island', [
    ag('Fiscal General de Rhode Island', 'https://riag.ri.gov/'),
    law(
      'Asamblea General de Rhode Island (ley de arrendamiento residencial: Residential Landlord and Tenant Act, §34-18)',
      'https://www.rilegislature.gov/',
    ),
  ]),
  SC: state('SC', 'Carolina del Sur', [
    ag('Fiscal General de Carolina del Sur', 'https://www.scag.gov/'),
    consumer('Departamento de Asuntos del Consumidor de Carolina del Sur', 'https://consumer.sc.gov/'),
    law(
      'Ley de arrendamiento residencial de Carolina del Sur: South Carolina Code Title 27, ch. 40 (Residential Landlord and Tenant Act)',
      'https://www.scstatehouse.gov/coderev/c27.php',
    ),
  ]),
  SD: state('SD', 'Dakota del Sur', [
    ag('Fiscal General de Dakota del Sur', 'https://atg.sd.gov/'),
    law('Legislatura de Dakota del Sur (ley de arrendamiento: Codified Laws ch. 43-32)', 'https://sdlegislature.gov/'),
  ]),
  TN: state('TN', 'Tennessee', [
    ag('Fiscal General de Tennessee', 'https://www.tn.gov/attorneygeneral.html'),
    law(
      'Asamblea General de Tennessee (ley de arrendamiento residencial: Uniform Residential Landlord and Tenant Act, §66-28)',
      'https://www.capitol.tn.gov/',
    ),
  ]),
  TX: state('TX', 'Texas', [
    ag('Fiscal General de Texas', 'https://www.texasattorneygeneral.gov/'),
    law(
      'Ley de arrendamientos residenciales de Texas: Texas Property Code ch. 92 (Residential Tenancies)',
      'https://statutes.capitol.texas.gov/Docs/PR/htm/PR.92.htm',
    ),
    housing('Departamento de Vivienda y Asuntos Comunitarios de Texas', 'https://www.tdhca.texas.gov/'),
  ]),
  UT: state('UT', 'Utah', [
    ag('Fiscal General de Utah', 'https://attorneygeneral.utah.gov/'),
    law('Legislatura de Utah (ley de viviendas habitables: Utah Fit Premises Act, §57-22)', 'https://le.utah.gov/'),
  ]),
  VA: state('VA', 'Virginia', [
    ag('Fiscal General de Virginia', 'https://www.oag.state.va.us/'),
    law(
      'Ley de arrendamiento residencial de Virginia: Code of Virginia Title 55.1, ch. 12 (Virginia Residential Landlord and Tenant Act)',
      'https://law.lis.virginia.gov/vacode/title55.1/chapter12/',
    ),
    housing('Departamento de Vivienda y Desarrollo Comunitario de Virginia', 'https://www.dhcd.virginia.gov/'),
  ]),
  VT: state('VT', 'Vermont', [
    ag('Fiscal General de Vermont', 'https://ago.vermont.gov/'),
    law(
      'Asamblea General de Vermont (ley de contratos de renta residencial: 9 V.S.A. ch. 137, Residential Rental Agreements)',
      'https://legislature.vermont.gov/',
    ),
  ]),
  WA: state('WA', 'Washington', [
    ag('Fiscal General de Washington', 'https://www.atg.wa.gov/'),
    law(
      'Ley de arrendamiento residencial de Washington: RCW 59.18 (Residential Landlord-Tenant Act)',
      'https://app.leg.wa.gov/RCW/default.aspx?cite=59.18',
    ),
    law(
      'Ley de estabilización de rentas de Washington (RCW 59.18.700, de la ley HB 1217 de 2025)',
      'https://app.leg.wa.gov/RCW/default.aspx?cite=59.18.700',
    ),
  ]),
  WI: state('WI', 'Wisconsin', [
    ag('Departamento de Justicia de Wisconsin (fiscal general)', 'https://www.doj.state.wi.us/'),
    consumer('Departamento de Agricultura, Comercio y Protección al Consumidor de Wisconsin', 'https://datcp.wi.gov/'),
    law(
      'Ley de arrendamiento de Wisconsin: Wisconsin Statutes ch. 704 (Landlord and Tenant)',
      'https://docs.legis.wisconsin.gov/statutes/statutes/704',
    ),
  ]),
  WV: state('WV', 'Virginia Occidental', [
    ag('Fiscal General de Virginia Occidental', 'https://ago.wv.gov/'),
    law(
      'Legislatura de Virginia Occidental (ley de arrendamiento: Code ch. 37, art. 6A)',
      'https://www.wvlegislature.gov/',
    ),
  ]),
  WY: state('WY', 'Wyoming', [
    ag('Fiscal General de Wyoming', 'https://ag.wyo.gov/'),
    law(
      'Legislatura de Wyoming (ley de propiedades residenciales en renta: Wyo. Stat. Title 1, ch. 21, art. 12, Residential Rental Property)',
      'https://wyoleg.gov/',
    ),
  ]),
};
