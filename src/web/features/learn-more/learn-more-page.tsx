import { useState } from 'react';
import { Link } from 'react-router';
import { COMPS_LOOKBACK_MONTHS } from '#core/constants';
import { REFUND_WINDOW_DAYS } from '#core/account/purchase-refund';
import { buttonClass } from '../../components/button-styles';
import { paths } from '../../lib/paths';
import { InfoPage } from '../../components/info-page';
import { ScreenshotButton } from '../../components/screenshot-button';
import { ScreenshotPreview, type Screenshot } from '../../components/screenshot-preview';
import { SCREENSHOTS } from '../../components/screenshots';

const PREVIEWS: readonly Screenshot[] = [SCREENSHOTS.reportDesktop, SCREENSHOTS.researchForm];
/** A thumbnail's width in the previews' grid: one column on phones, two from `sm` in the wide page. */
const THUMBNAIL_SIZES = '(min-width: 1152px) 540px, (min-width: 640px) calc((100vw - 72px) / 2), calc(100vw - 32px)';

const PRINCIPLES: readonly { title: string; text: string }[] = [
  {
    title: 'Show the evidence',
    text: 'Every Value Score comes with the comparable rentals behind it, so you can check our work and show it to a landlord.',
  },
  {
    title: 'Be honest about the data',
    text: 'Each report says where its data came from. When a report is made with sample market data, it says so on the page.',
  },
  {
    title: 'Fair prices, no subscription',
    text: `Your first report is free. After that, one-time payments that never renew, with a 100% money-back guarantee for ${REFUND_WINDOW_DAYS} days.`,
  },
  {
    title: 'Your data stays yours',
    text: 'We do not sell personal information. You can download everything we hold about you, or delete it, at any time.',
  },
];

/**
 * /learn-more (docs/product.md#information-pages): the mission page, with two preview images that open an overlay
 * with View Full Size.
 */
export function LearnMorePage() {
  const [preview, setPreview] = useState<Screenshot | null>(null);

  return (
    <InfoPage
      title="Our Mission"
      seoTitle="Learn More"
      description="RentValue helps US renters tell whether a listing is priced fairly before they sign, by judging the asking rent against comparable rentals."
      width="wide"
      intro={
        <p>
          RentValue exists so that renters in the United States can tell whether a listing is priced fairly before they
          sign, by judging the asking rent against comparable rentals from the past {COMPS_LOOKBACK_MONTHS} months.
        </p>
      }
    >
      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="why-heading">
          <h2 id="why-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Why we built it
          </h2>
          <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">
            <p>
              Rent is the biggest bill most households pay, and a lease usually locks it in for a year. Landlords and
              property managers set prices with market data in hand. Renters mostly have a few listings open in browser
              tabs and a feeling about whether a price is high.
            </p>
            <p>
              We want you to walk into a viewing knowing what similar places nearby rent for, and to have the numbers
              ready when you ask for a better deal.
            </p>
          </div>
        </section>
        <section aria-labelledby="what-heading">
          <h2 id="what-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            What RentValue does
          </h2>
          <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">
            <p>
              Enter a listing's address, rent, size, condition and amenities. The Rental Value Report compares it with
              comparable rentals and gives you a Value Score from 1 to 10, the expected price range, size and
              price-per-square-foot charts, the comparables themselves and a written evaluation.
            </p>
            <p>
              Compare your shortlist side by side, then use our free guides, checklist, affordability calculator and
              state tenant rights directory to apply with confidence.
            </p>
          </div>
        </section>
      </div>

      <section aria-labelledby="see-heading" className="mt-14">
        <h2 id="see-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          See it for yourself
        </h2>
        <p className="mt-2 text-lg text-slate-700">Screenshots of RentValue itself. Select one for a closer look.</p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2">
          {PREVIEWS.map((image) => (
            <li key={image.src}>
              <ScreenshotButton image={image} sizes={THUMBNAIL_SIZES} onOpen={setPreview} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="principles-heading" className="mt-14">
        <h2 id="principles-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          What we stand for
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PRINCIPLES.map((principle) => (
            <li key={principle.title} className="rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="font-semibold text-slate-900">{principle.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{principle.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-14 flex flex-col items-start gap-3 rounded-xl border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-lg font-semibold text-slate-900">Curious what your next rental is worth?</p>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.howTo} className={buttonClass('secondary', 'lg')}>
            How It Works
          </Link>
          <Link to={paths.research} className={buttonClass('primary', 'lg')}>
            Get a Rental Value Report
          </Link>
        </div>
      </div>

      <ScreenshotPreview image={preview} onClose={() => setPreview(null)} />
    </InfoPage>
  );
}
