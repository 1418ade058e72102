import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '../components/button-styles';
import { Seo } from '../components/seo';
import { paths } from '../lib/paths';

/**
 * Shown when a page throws or its code fails to load (often a new release replacing old files,
 * which a reload fixes). `standalone` is for failures of the layout itself, where no <main> exists.
 */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  const title = notFound ? 'Page not found' : 'Something went wrong';

  const content = (
    <div className="mx-auto w-full max-w-2xl px-4 py-16 text-center sm:px-6">
      <Seo title={title} noindex />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">
        {notFound
          ? "We couldn't find the page you were looking for."
          : 'This page could not be shown. Reloading usually fixes it; if it keeps happening, please contact us.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => window.location.reload()} className={buttonClass('primary', 'lg')}>
          Reload the page
        </button>
        {standalone ? (
          <a href={paths.home} className={buttonClass('secondary', 'lg')}>
            Go to the home page
          </a>
        ) : (
          <Link to={paths.home} className={buttonClass('secondary', 'lg')}>
            Go to the home page
          </Link>
        )}
      </div>
    </div>
  );

  return standalone ? <main className="min-h-dvh bg-white">{content}</main> : content;
}
