import { Link } from 'react-router';
import { Seo } from '../../components/seo';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/use-session';
import { ContactForm } from './contact-form';

/** /contact (docs/product.md#contact): open to everyone; a signed-in user's first name and email are filled in. */
export function ContactPage() {
  const { user, isLoggedIn, isPending } = useSession();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Seo title="Contact Us" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Contact Us</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">
        Questions about a report, your plan or a refund? Send us a message and we will reply by email. Many answers are
        already in our{' '}
        <Link to={paths.faqs} className="font-semibold text-brand-700 underline underline-offset-2">
          FAQs
        </Link>
        .
      </p>
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {/* The form mounts once the session is known, so the prefilled name and email are there from the start. */}
        {isPending ? (
          <p role="status" className="text-slate-600">
            Loading…
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
