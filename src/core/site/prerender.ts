// The pages prerendered at build time and how the build and the server find them (decision 063).
import { pathInLanguage, pathWithoutLanguage, type Language } from '../i18n/languages';
import { paths } from './routes';

/**
 * The public pages written to HTML at build time (decision 063): what a visitor arriving from a search result sees
 * paints before any script runs. Pages about one person (account, reports, compare, checkout) and the password pages
 * reached from an email are rendered in the browser.
 */
const PUBLIC_PAGES = [
  paths.home,
  paths.tenantRights,
  paths.faqs,
  paths.howTo,
  paths.rentersChecklist,
  paths.affordabilityCalculator,
  paths.apply,
  paths.learnMore,
  paths.about,
  paths.contact,
  paths.terms,
  paths.disclaimer,
  paths.privacy,
  paths.cookies,
  paths.research,
  paths.login,
  paths.signup,
] as const;

/**
 * The prerendered pages that are doors into the app: their forms sign a renter up or in, send a message or start a
 * report, so the browser starts the whole app on them. Every other prerendered page is an islands page (decision
 * 085): complete HTML where only the interactive parts come to life, and the app loads when the visitor goes into it.
 */
const APP_DOORS: readonly string[] = [paths.research, paths.login, paths.signup, paths.contact];

/** True for a page written at build time whose browser code is its islands only (decision 085), in either language. */
export function isIslandsPage(pathname: string): boolean {
  const path = pathWithoutLanguage(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  return (PUBLIC_PAGES as readonly string[]).includes(path) && !APP_DOORS.includes(path);
}

/** Each public page in English and in Spanish (under /es/, decision 074). */
export const PRERENDERED_PATHS: readonly string[] = [
  ...PUBLIC_PAGES,
  ...PUBLIC_PAGES.map((pathname) => pathInLanguage(pathname, 'es')),
];

/**
 * The file a prerendered page is written to, under the web build's prerendered/ folder: "/" is index.html, "/es/"
 * (or "/es") es/index.html, "/es/faqs" es/faqs.html.
 */
export function prerenderedFileName(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return 'index.html';
  return path === '/es' ? 'es/index.html' : `${path.slice(1)}.html`;
}

/** The folder of the web build the prerendered pages are written to. */
export const PRERENDERED_DIR = 'prerendered';

/**
 * Written at build time where the page's absolute URL needs the site's origin (canonical link, og:url), which only
 * the running server knows (PUBLIC_URL, or the origin the request came to).
 */
export const ORIGIN_PLACEHOLDER = '%RV_ORIGIN%';

/**
 * The app's frame in a language, under the prerendered/ folder (decision 075): the header, a loading line and the
 * footer, as the app's first render shows them before it knows who is signed in. The server puts it in the shell of
 * every page rendered in the browser, so that page paints before any script runs.
 */
export function appFrameFileName(language: Language): string {
  return `app-frame.${language}.html`;
}

/** The path the frame is rendered at: no page's, so no link of the header is marked as the page shown. */
export const APP_FRAME_PATH = '/__app-frame__';
