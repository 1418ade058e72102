import { paths } from '../lib/paths';

/** A link of the header, menus or footer: its label is a message id of app/messages. */
export type NavItem = { labelId: string; to: string };

export const mainNavItems: readonly NavItem[] = [
  { labelId: 'app.nav.home', to: paths.home },
  { labelId: 'app.nav.research', to: paths.research },
  { labelId: 'app.nav.compare', to: paths.compare },
  { labelId: 'app.nav.apply', to: paths.apply },
];

export const helpNavItems: readonly NavItem[] = [
  { labelId: 'app.nav.howTo', to: paths.howTo },
  { labelId: 'app.nav.faqs', to: paths.faqs },
  { labelId: 'app.nav.aboutUs', to: paths.about },
  { labelId: 'app.nav.checklist', to: paths.rentersChecklist },
  { labelId: 'app.nav.tenantRights', to: paths.tenantRights },
  { labelId: 'app.nav.affordability', to: paths.affordabilityCalculator },
  { labelId: 'app.nav.contactUs', to: paths.contact },
];

export const accountNavItem: NavItem = { labelId: 'app.nav.account', to: paths.account };
export const loginNavItem: NavItem = { labelId: 'app.nav.login', to: paths.login };

export const footerNavItems: readonly NavItem[] = [
  { labelId: 'app.footer.help', to: paths.howTo },
  { labelId: 'app.footer.contact', to: paths.contact },
  { labelId: 'app.footer.about', to: paths.about },
  { labelId: 'app.footer.terms', to: paths.terms },
  { labelId: 'app.footer.disclaimer', to: paths.disclaimer },
  { labelId: 'app.footer.privacy', to: paths.privacy },
  { labelId: 'app.footer.cookies', to: paths.cookies },
];
