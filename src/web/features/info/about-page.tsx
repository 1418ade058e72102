import { Link } from 'react-router';
import { COMPS_LOOKBACK_MONTHS } from '#core/constants';
import { paths } from '../../lib/paths';
import { InfoPage, textLinkClass } from '../../components/info-page';

/** /about (docs/product.md#information-pages): a short, plain description of who RentValue is for and how it works. */
export function AboutPage() {
  return (
    <InfoPage
      title="About Us"
      description="RentValue is a research tool for US renters: it compares a listing's asking rent with comparable rentals and explains what it finds in plain words."
      intro={
        <p>
          RentValue is a research tool for renters in the United States. It compares a listing's asking rent with
          comparable rentals of the past {COMPS_LOOKBACK_MONTHS} months and explains what it finds in plain words.
        </p>
      }
    >
      <div className="mt-8 space-y-8 text-lg leading-relaxed text-slate-700">
        <section aria-labelledby="about-for">
          <h2 id="about-for" className="text-2xl font-bold tracking-tight text-slate-900">
            Who it is for
          </h2>
          <p className="mt-3">
            Anyone choosing a place to rent: first-time renters, people moving to a new city, and anyone about to renew
            a lease who wonders whether the new rent is fair. You do not need to know anything about real estate to use
            it.
          </p>
        </section>
        <section aria-labelledby="about-how">
          <h2 id="about-how" className="text-2xl font-bold tracking-tight text-slate-900">
            How it works
          </h2>
          <p className="mt-3">
            You describe a listing; we find comparable rentals nearby, adjust for the unit's condition and amenities,
            and give you a Value Score from 1 to 10 with the evidence behind it. Our{' '}
            <Link to={paths.faqs} className={textLinkClass}>
              FAQs
            </Link>{' '}
            explain the formula, and the{' '}
            <Link to={paths.howTo} className={textLinkClass}>
              how-to guide
            </Link>{' '}
            walks through a report step by step.
          </p>
        </section>
        <section aria-labelledby="about-independent">
          <h2 id="about-independent" className="text-2xl font-bold tracking-tight text-slate-900">
            Independent and upfront
          </h2>
          <p className="mt-3">
            We are not a landlord, a broker or a listing site, and we are paid by renters only: your first report is
            free, after that one-time payments with a 100% money-back guarantee. We say where each report's data comes
            from, we do not sell personal information, and you can delete your account at any time.
          </p>
        </section>
        <section aria-labelledby="about-contact">
          <h2 id="about-contact" className="text-2xl font-bold tracking-tight text-slate-900">
            Get in touch
          </h2>
          <p className="mt-3">
            Questions, ideas or a report that looks wrong? Send us a message through the{' '}
            <Link to={paths.contact} className={textLinkClass}>
              contact page
            </Link>
            . To learn why we built RentValue, read{' '}
            <Link to={paths.learnMore} className={textLinkClass}>
              our mission
            </Link>
            .
          </p>
        </section>
      </div>
    </InfoPage>
  );
}
