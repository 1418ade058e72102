import { paths } from '../lib/paths';

export type NavItem = { label: string; to: string };

export const mainNavItems: readonly NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'Research', to: paths.research },
  { label: 'Compare', to: paths.compare },
  { label: 'Apply', to: paths.apply },
];

export const HELP_MENU_LABEL = 'Help & FAQs';

export const helpNavItems: readonly NavItem[] = [
  { label: 'How to Use', to: paths.howTo },
  { label: 'FAQs', to: paths.faqs },
  { label: 'About Us', to: paths.about },
  { label: "Renter's Checklist", to: paths.rentersChecklist },
  { label: 'State-Level Tenant Rights', to: paths.tenantRights },
  { label: 'Rent Affordability Calculator', to: paths.affordabilityCalculator },
  { label: 'Contact Us', to: paths.contact },
];

export const accountNavItem: NavItem = { label: 'Account Dashboard', to: paths.account };
export const loginNavItem: NavItem = { label: 'Login / Signup', to: paths.login };

export const footerNavItems: readonly NavItem[] = [
  { label: 'Help', to: paths.howTo },
  { label: 'Contact', to: paths.contact },
  { label: 'About', to: paths.about },
  { label: 'Terms', to: paths.terms },
  { label: 'Disclaimer', to: paths.disclaimer },
  { label: 'Privacy', to: paths.privacy },
  { label: 'Cookies', to: paths.cookies },
];

export const CONSENT_PREFERENCES_LABEL = 'Consent Preferences';
