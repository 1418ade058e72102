import type { CatalogueArea } from '../lib/i18n';

/** The catalogues every page needs before it renders: the layout's (header, footer, menus), the shared components' and lib's. */
export const APP_CATALOGUES: readonly CatalogueArea[] = ['app', 'components', 'lib'];
