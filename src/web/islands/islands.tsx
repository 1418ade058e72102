import type { ComponentType } from 'react';
import { Footer } from '../app/footer';
import { Header } from '../app/header';
import { LanguageOffer } from '../app/language-offer';
import type { CatalogueArea } from '../lib/i18n';
import type { IslandName } from '../components/island';

// Every island of the public pages (decision 085): the component the page's HTML was rendered from and the
// catalogues of its folders (beside the app's own, which every island page loads). The layout's islands (header,
// language offer, footer) are on every page and come with the entry; each other one is its own chunk, so a page
// downloads only the islands it has.

/**
 * `source` is the file `load` imports, under src/web: the build finds the island's chunk by it, to list and weigh what
 * each page downloads (tools/build/page-scripts.ts). None for an island that comes with the entry.
 */
type IslandSpec = { source?: string; areas: readonly CatalogueArea[]; load: () => Promise<ComponentType> };

const inEntry = (component: ComponentType) => () => Promise.resolve(component);

export const ISLANDS: Record<IslandName, IslandSpec> = {
  header: { areas: [], load: inEntry(Header) },
  'language-offer': { areas: [], load: inEntry(LanguageOffer) },
  footer: { areas: [], load: inEntry(Footer) },
  'demo-score-card': {
    source: 'features/landing/demo-score-card.tsx',
    areas: ['features/landing'],
    load: () => import('../features/landing/demo-score-card').then((m) => m.DemoScoreCard),
  },
  'sample-reports': {
    source: 'features/landing/sample-reports.tsx',
    areas: ['features/landing'],
    load: () => import('../features/landing/sample-reports').then((m) => m.SampleReports),
  },
  'how-to': {
    source: 'features/info/how-to-page.tsx',
    areas: ['features/info'],
    load: () => import('../features/info/how-to-page').then((m) => m.HowToPage),
  },
  'renters-checklist': {
    source: 'features/info/renters-checklist-page.tsx',
    areas: ['features/info'],
    load: () => import('../features/info/renters-checklist-page').then((m) => m.RentersChecklistPage),
  },
  'learn-more': {
    source: 'features/learn-more/learn-more-page.tsx',
    areas: ['features/learn-more'],
    load: () => import('../features/learn-more/learn-more-page').then((m) => m.LearnMorePage),
  },
  'tenant-rights': {
    source: 'features/tenant-rights/tenant-rights-page.tsx',
    areas: ['features/tenant-rights'],
    load: () =>
      import('../features/tenant-rights/tenant-rights-page').then(async (m) => {
        await m.loadTenantRightsTexts();
        return m.TenantRightsPage;
      }),
  },
  'affordability-calculator': {
    source: 'features/affordability/affordability-calculator-page.tsx',
    areas: ['features/affordability'],
    load: () =>
      import('../features/affordability/affordability-calculator-page').then((m) => m.AffordabilityCalculatorPage),
  },
};
