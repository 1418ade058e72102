import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { Seo } from '../../components/seo';
import { paths } from '../../lib/paths';

export function NotFoundContent() {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-16 text-center sm:px-6">
      <Seo title="Page not found" noindex />
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Page not found</h1>
      <p className="mt-4 text-lg text-slate-700">
        We couldn't find the page you were looking for. The link may be out of date, or the address mistyped.
      </p>
      <Link to={paths.home} className={`mt-8 ${buttonClass('primary', 'lg')}`}>
        Go to the home page
      </Link>
    </div>
  );
}

export function NotFoundPage() {
  return <NotFoundContent />;
}
