import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { COMPARE_MAX, COMPARE_MIN, HISTORY_LIMIT } from '#core/constants';
import { buttonClass } from '../../components/button-styles';
import { paths } from '../../lib/paths';
import { InfoPage, textLinkClass } from '../../components/info-page';
import { ScreenshotButton } from '../../components/screenshot-button';
import { ScreenshotPreview, type Screenshot } from '../../components/screenshot-preview';
import { SCREENSHOTS } from '../../components/screenshots';

// /how-to (docs/product.md#information-pages): using RentValue step by step, each step with a screenshot of the
// screen it describes.

type Step = { id: string; title: string; body: ReactNode; image?: Screenshot };

/**
 * A step's thumbnail width: two of five columns from `md` (in a bordered card, p-6, of the wide page), the card's
 * width below that.
 */
const THUMBNAIL_SIZES =
  '(min-width: 1152px) 408px, (min-width: 768px) calc(40vw - 54px), (min-width: 640px) calc(100vw - 98px), calc(100vw - 74px)';

function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={textLinkClass}>
      {children}
    </Link>
  );
}

const STEPS: readonly Step[] = [
  {
    id: 'account',
    title: 'Create your free account',
    body: (
      <>
        <p>
          <PageLink to={paths.signup}>Sign up</PageLink> with your name, email, city and state. Your first Rental Value
          Report is free. You can fill in the research form before you sign up: the report runs as soon as your account
          is created.
        </p>
      </>
    ),
  },
  {
    id: 'enter',
    title: 'Enter the listing',
    image: SCREENSHOTS.researchForm,
    body: (
      <>
        <p>
          Open <PageLink to={paths.research}>Research</PageLink> and describe the rental you are considering:
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>
            Start typing the street address and pick it from the list. For an apartment, leave out the unit number. If
            your address is not suggested, choose Enter address manually.
          </li>
          <li>Add the asking rent, bedrooms, baths and square feet from the listing, and its link if you have one.</li>
          <li>
            Rate its condition and amenities compared with other rentals nearby. How to Complete the Form, above the
            form, explains each level.
          </li>
        </ul>
        <p className="mt-2">Then press Get My Rental Value Report. It takes a few seconds.</p>
      </>
    ),
  },
  {
    id: 'read',
    title: 'Read your Rental Value Report',
    image: SCREENSHOTS.reportDesktop,
    body: (
      <ul className="list-disc space-y-1 pl-5">
        <li>
          <strong>Value Score</strong>: 1 to 10, higher is better value. Around 5.5 means priced at the market. How is
          this calculated? explains the formula, and so do our <PageLink to={paths.faqs}>FAQs</PageLink>.
        </li>
        <li>
          <strong>Price vs Expected Range</strong>: where the asking rent sits against what comparable rentals suggest.
        </li>
        <li>
          <strong>Square Footage</strong> and <strong>Price per Sq Ft</strong> charts: how the listing's size and price
          per square foot compare.
        </li>
        <li>
          <strong>Comparable Rentals</strong>: the rentals behind the numbers, by rent, with your listing in its place.
        </li>
        <li>
          <strong>Evaluation Summary</strong>: what it all means, and what to negotiate.
        </li>
      </ul>
    ),
  },
  {
    id: 'compare',
    title: 'Compare your shortlist',
    image: SCREENSHOTS.compare,
    body: (
      <p>
        With {COMPARE_MIN} or more reports, open <PageLink to={paths.compare}>Compare</PageLink> and tick up to{' '}
        {COMPARE_MAX} properties. You get them on one map with letters A, B, C, a written comparison of where each one
        wins, and a table with the best figure in each row marked.
      </p>
    ),
  },
  {
    id: 'track',
    title: 'Keep track from your dashboard',
    image: SCREENSHOTS.dashboard,
    body: (
      <p>
        With 30-Day Access your home page shows your latest {HISTORY_LIMIT} searches and a dashboard: your best value,
        lowest rent, lowest price per square foot and most space, and your whole history in a table you can sort by
        rent, size or Value Score. Your <PageLink to={paths.account}>account page</PageLink> keeps your search history,
        plan and purchases.
      </p>
    ),
  },
  {
    id: 'take-it-with-you',
    title: 'Take it with you',
    image: SCREENSHOTS.reportPhone,
    body: (
      <p>
        RentValue works on your phone, so you can check a report at a viewing. Print a report or save it as a PDF with
        Print / Save as PDF, or turn on its share link to show it to a roommate, family member or landlord. Then follow
        our <PageLink to={paths.apply}>guide to applying</PageLink>.
      </p>
    ),
  },
];

/** /how-to: how to use RentValue, step by step with screenshots. */
export function HowToPage() {
  const [preview, setPreview] = useState<Screenshot | null>(null);

  return (
    <InfoPage
      title="How to Use RentValue"
      seoTitle="How to Use"
      description="How to use RentValue step by step: enter a listing, read your Rental Value Report, compare your shortlist and keep track of your search."
      width="wide"
      intro={
        <p>
          From a listing you found online to a decision you can back up with numbers, in a few minutes. The screenshots
          below are of RentValue itself, made with sample market data.
        </p>
      }
    >
      <ol className="mt-10 space-y-8">
        {STEPS.map((step, i) => (
          <li
            key={step.id}
            id={step.id}
            className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
          >
            <div className={step.image ? 'grid gap-6 md:grid-cols-5 md:items-start' : ''}>
              <div className="md:col-span-3">
                <h2 className="flex items-center gap-3 text-xl font-bold text-slate-900 sm:text-2xl">
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white"
                  >
                    {i + 1}
                  </span>
                  <span>
                    <span className="sr-only">Step {i + 1}: </span>
                    {step.title}
                  </span>
                </h2>
                <div className="mt-3 leading-relaxed text-slate-700">{step.body}</div>
              </div>
              {step.image ? (
                <ScreenshotButton
                  image={step.image}
                  sizes={THUMBNAIL_SIZES}
                  onOpen={setPreview}
                  className="md:col-span-2"
                />
              ) : null}
            </div>
          </li>
        ))}
      </ol>

      <div className="mt-10 rounded-xl border border-brand-100 bg-brand-50 p-6 text-center">
        <h2 className="text-xl font-bold text-slate-900">Ready to check a rent?</h2>
        <Link to={paths.research} className={`${buttonClass('primary', 'lg')} mt-4`}>
          Start Your Research
        </Link>
      </div>

      <ScreenshotPreview image={preview} onClose={() => setPreview(null)} />
    </InfoPage>
  );
}
