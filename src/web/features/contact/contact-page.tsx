import { Trans, useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { Seo } from '../../components/seo';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/use-session';
import { ContactForm } from './contact-form';

/** /contact (docs/product.md#contact): open to everyone; a signed-in user's first name and email are filled in. */
export function ContactPage() {
  const { _ } = useLingui();
  const { user, isLoggedIn, isPending } = useSession();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Seo title={_('contact.title')} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{_('contact.title')}</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">
        <Trans
          id="contact.intro"
          components={{
            0: <Link to={paths.faqs} className="font-semibold text-brand-700 underline underline-offset-2" />,
          }}
        />
      </p>
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {/* The form mounts once the session is known, so the prefilled name and email are there from the start. */}
        {isPending ? (
          <p role="status" className="text-slate-600">
            {_('contact.loading')}
          </p>
        ) : (
          <ContactForm
            key={user?.id ?? 'visitor'}
            initialFirstName={user?.firstName ?? null}
            initialEmail={user?.email ?? null}
            signedIn={isLoggedIn}
          />
        )}
      </div>
    </div>
  );
}
