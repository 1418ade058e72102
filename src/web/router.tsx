import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { Layout } from './app/layout';
import { RouteErrorPage } from './app/route-error-page';
import { PageFallback } from './components/page-fallback';
import { languageBasename } from '#core/i18n/languages';
import { loadCatalogues, pageLanguage, type CatalogueArea } from './lib/i18n';
import { paths } from './lib/paths';
import { Island, type IslandName } from './components/island';

/** A page's code and the catalogues of the folders it shows, in the page's language, loaded together. */
function withTexts<T>(areas: readonly CatalogueArea[], load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadCatalogues(pageLanguage(), areas)]))[0];
}

/** A page that is one island as a whole on its prerendered copy (decision 085): its form or filter is the page. */
function asIsland(name: IslandName, Page: ComponentType): ComponentType {
  return function IslandPage() {
    return (
      <Island name={name}>
        <Page />
      </Island>
    );
  };
}

// Every page is loaded on demand (`lazy`), so each one is its own chunk and the first visit
// downloads only the shell and the page it asked for.
const pages: RouteObject[] = [
  {
    index: true,
    lazy: withTexts(['features/landing', 'features/home'], () =>
      import('./app/home-route').then((m) => ({ Component: m.HomePage })),
    ),
  },
  {
    path: paths.login,
    lazy: withTexts(['features/auth'], () =>
      import('./features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
    ),
  },
  {
    path: paths.signup,
    lazy: withTexts(['features/auth'], () =>
      import('./features/auth/signup-page').then((m) => ({ Component: m.SignupPage })),
    ),
  },
  {
    path: paths.resetPassword,
    lazy: withTexts(['features/auth'], () =>
      import('./features/auth/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
    ),
  },
  {
    path: paths.updatePassword,
    lazy: withTexts(['features/auth'], () =>
      import('./features/auth/update-password-page').then((m) => ({ Component: m.UpdatePasswordPage })),
    ),
  },
  {
    path: paths.research,
    lazy: withTexts(['features/research', 'features/reports'], () =>
      import('./app/research-route').then((m) => ({ Component: m.ResearchRoute })),
    ),
  },
  {
    path: paths.sharedReport,
    lazy: withTexts(['features/reports'], () =>
      import('./features/reports/shared-report-page').then((m) => ({ Component: m.SharedReportPage })),
    ),
  },
  {
    path: paths.testCheckout,
    lazy: withTexts(['features/billing'], () =>
      import('./features/billing/test-checkout-page').then((m) => ({ Component: m.TestCheckoutPage })),
    ),
  },
  {
    path: paths.report,
    lazy: withTexts(['features/reports'], () =>
      import('./features/reports/report-page').then((m) => ({ Component: m.ReportPage })),
    ),
  },
  {
    path: paths.compare,
    lazy: withTexts(['features/compare'], () =>
      import('./features/compare/compare-page').then((m) => ({ Component: m.ComparePage })),
    ),
  },
  {
    path: paths.apply,
    lazy: withTexts(['features/apply'], () =>
      import('./features/apply/apply-page').then((m) => ({ Component: m.ApplyPage })),
    ),
  },
  {
    path: paths.learnMore,
    lazy: withTexts(['features/learn-more'], () =>
      import('./features/learn-more/learn-more-page').then((m) => ({
        Component: asIsland('learn-more', m.LearnMorePage),
      })),
    ),
  },
  {
    path: paths.account,
    lazy: withTexts(['features/account'], () =>
      import('./features/account/account-page').then((m) => ({ Component: m.AccountPage })),
    ),
  },
  {
    path: paths.contact,
    lazy: withTexts(['features/contact'], () =>
      import('./features/contact/contact-page').then((m) => ({ Component: m.ContactPage })),
    ),
  },
  {
    path: paths.about,
    lazy: withTexts(['features/info'], () =>
      import('./features/info/about-page').then((m) => ({ Component: m.AboutPage })),
    ),
  },
  {
    path: paths.terms,
    lazy: withTexts(['features/policies'], () =>
      import('./features/policies/terms-page').then((m) => ({ Component: m.TermsPage })),
    ),
  },
  {
    path: paths.disclaimer,
    lazy: withTexts(['features/policies'], () =>
      import('./features/policies/disclaimer-page').then((m) => ({ Component: m.DisclaimerPage })),
    ),
  },
  {
    path: paths.privacy,
    lazy: withTexts(['features/policies'], () =>
      import('./features/policies/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
    ),
  },
  {
    path: paths.cookies,
    lazy: withTexts(['features/policies'], () =>
      import('./features/policies/cookies-page').then((m) => ({ Component: m.CookiesPage })),
    ),
  },
  {
    path: paths.faqs,
    lazy: withTexts(['features/info'], () =>
      import('./features/info/faqs-page').then((m) => ({ Component: m.FaqsPage })),
    ),
  },
  {
    path: paths.tenantRights,
    lazy: withTexts(['features/tenant-rights'], () =>
      import('./features/tenant-rights/tenant-rights-page').then(async (m) => {
        await m.loadTenantRightsTexts();
        return { Component: asIsland('tenant-rights', m.TenantRightsPage) };
      }),
    ),
  },
  {
    path: paths.affordabilityCalculator,
    lazy: withTexts(['features/affordability'], () =>
      import('./features/affordability/affordability-calculator-page').then((m) => ({
        Component: asIsland('affordability-calculator', m.AffordabilityCalculatorPage),
      })),
    ),
  },
  {
    path: paths.howTo,
    lazy: withTexts(['features/info'], () =>
      import('./features/info/how-to-page').then((m) => ({ Component: asIsland('how-to', m.HowToPage) })),
    ),
  },
  {
    path: paths.rentersChecklist,
    lazy: withTexts(['features/info'], () =>
      import('./features/info/renters-checklist-page').then((m) => ({
        Component: asIsland('renters-checklist', m.RentersChecklistPage),
      })),
    ),
  },
  {
    path: '*',
    lazy: withTexts(['features/not-found'], () =>
      import('./features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
    ),
  },
];

export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: Layout,
    // Only if the layout itself fails; page errors are caught below and keep the header and footer.
    errorElement: <RouteErrorPage standalone />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        // On the very first load the page's code is still on its way: show this inside the layout.
        HydrateFallback: PageFallback,
        children: pages,
      },
    ],
  },
];

/**
 * The browser's router; a Spanish page's router has /es as its basename, so every link and navigation stays in
 * Spanish (decision 074). On a page rendered ahead of the browser (entry-server.tsx) the page's own code is loaded first, so the
 * first render is the page the HTML already shows and React hydrates it as it is, instead of replacing it with the
 * loading fallback while the chunk arrives.
 */
export async function createAppRouter(prerendered: boolean) {
  if (prerendered) {
    const matches = matchRoutes(routes, window.location, languageBasename(pageLanguage())) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, loaded, { lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, { basename: languageBasename(pageLanguage()) });
}
