import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { Seo } from '../../components/seo';
import { paths } from '../../lib/paths';

function NotFoundContent() {
  const { _ } = useLingui();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-16 text-center sm:px-6">
      <Seo title={_('not-found.title')} noindex />
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{_('not-found.title')}</h1>
      <p className="mt-4 text-lg text-slate-700">{_('not-found.text')}</p>
      <Link to={paths.home} className={`mt-8 ${buttonClass('primary', 'lg')}`}>
        {_('not-found.home')}
      </Link>
    </div>
  );
}

export function NotFoundPage() {
  return <NotFoundContent />;
}
