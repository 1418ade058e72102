import { pathInLanguage } from '#core/i18n/languages';
import { useLingui } from '@lingui/react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '../components/button-styles';
import { Seo } from '../components/seo';
import { paths } from '../lib/paths';
import { useLanguage } from '../lib/use-language';

/**
 * Shown when a page throws or its code fails to load (often a new release replacing old files,
 * which a reload fixes). `standalone` is for failures of the layout itself, where no <main> exists.
 */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const { _ } = useLingui();
  const language = useLanguage();

  const title = notFound ? _('app.error.notFoundTitle') : _('app.error.failedTitle');

  const content = (
    <div className="mx-auto w-full max-w-2xl px-4 py-16 text-center sm:px-6">
      <Seo title={title} noindex />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{notFound ? _('app.error.notFound') : _('app.error.failed')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => window.location.reload()} className={buttonClass('primary', 'lg')}>
          {_('app.error.reload')}
        </button>
        {standalone ? (
          <a href={pathInLanguage(paths.home, language)} className={buttonClass('secondary', 'lg')}>
            {_('app.error.home')}
          </a>
        ) : (
          <Link to={paths.home} className={buttonClass('secondary', 'lg')}>
            {_('app.error.home')}
          </Link>
        )}
      </div>
    </div>
  );

  return standalone ? <main className="min-h-dvh bg-white">{content}</main> : content;
}
