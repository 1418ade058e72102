// Over 250 lines as content: the FAQ page's questions and answers (docs/product.md#information-pages), one list the
// page renders.
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  COMPARE_MAX,
  COMPS_LOOKBACK_MONTHS,
  FACTOR_AT_SUM_MAX,
  FACTOR_AT_SUM_MIN,
  MIN_COMPS,
  PPSF_GAP_WEIGHT,
  PRICE_GAP_WEIGHT,
  PRICE_OUTLIER_MEDIAN_MULTIPLE,
  PURCHASE_TIERS,
  RANGE_HIGH_FACTOR,
  SCORE_AVERAGE,
  SQFT_MAX_RATIO,
  SQFT_MIN_RATIO,
  type PurchaseTier,
} from '#core/constants';
import { formatUsd } from '#core/primitives/format';
import { REFUND_WINDOW_DAYS } from '#core/account/purchase-refund';
import { paths } from '../../lib/paths';
import { InfoPage, textLinkClass } from '../../components/info-page';

// /faqs (docs/product.md#information-pages): plans, refunds, how the Value Score works (docs/product.md#value-score),
// data sources and privacy. Every number comes from src/core, so the answers cannot drift from the rules the product
// applies.

type Faq = { question: string; answer: ReactNode };
type FaqGroup = { id: string; title: string; faqs: readonly Faq[] };

const percent = (share: number) => `${Math.round(share * 100)}%`;
const tier = (id: number) => PURCHASE_TIERS.find((t) => t.id === id) as PurchaseTier;
const payAsYouGo = tier(1);
const thirtyDay = tier(2);
const RANGE_PERCENT = Math.round((RANGE_HIGH_FACTOR - 1) * 100);

function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={textLinkClass}>
      {children}
    </Link>
  );
}

const GROUPS: readonly FaqGroup[] = [
  {
    id: 'plans',
    title: 'Plans and payments',
    faqs: [
      {
        question: 'Is RentValue free?',
        answer: (
          <p>
            Your first Rental Value Report is free when you create an account. The information pages, the checklist, the
            tenant rights directory and the affordability calculator are free for everyone, no account needed.
          </p>
        ),
      },
      {
        question: 'What plans are there?',
        answer: (
          <ul className="list-disc space-y-1 pl-5">
            <li>
              <strong>{payAsYouGo.name}</strong>: {formatUsd(payAsYouGo.priceCents / 100)} for {payAsYouGo.reports}{' '}
              reports.
            </li>
            <li>
              <strong>{thirtyDay.name}</strong>: {formatUsd(thirtyDay.priceCents / 100)} for unlimited reports for{' '}
              {thirtyDay.days} days, comparing up to {COMPARE_MAX} properties side by side, and your full history and
              dashboard.
            </li>
          </ul>
        ),
      },
      {
        question: 'Is it a subscription?',
        answer: <p>No. Every payment is a one-time payment. Nothing renews, and there is nothing to cancel.</p>,
      },
      {
        question: 'What if I buy while I still have a plan?',
        answer: (
          <p>
            Upgrades add onto what you have: the days of a pass are added to the end of your current pass, and report
            credits are added to the ones you have left.
          </p>
        ),
      },
      {
        question: 'How do I pay, and do you see my card?',
        answer: (
          <p>
            You pay on our payment provider's secure checkout page. Your card details go straight to the provider;
            RentValue never sees or stores them. While the site runs in test mode, checkout is marked TEST MODE and no
            card is charged.
          </p>
        ),
      },
    ],
  },
  {
    id: 'refunds',
    title: 'Refunds',
    faqs: [
      {
        question: 'Is there a money-back guarantee?',
        answer: (
          <p>
            Yes: a 100% money-back guarantee, no questions asked, for {REFUND_WINDOW_DAYS} days after each payment.
            Press Refund next to the purchase on your <PageLink to={paths.account}>account page</PageLink>, or{' '}
            <PageLink to={paths.contact}>contact us</PageLink>.
          </p>
        ),
      },
      {
        question: 'What happens to my reports after a refund?',
        answer: (
          <p>
            The reports you already ran stay in your history. The refund takes back what that purchase gave you: the
            days left on the pass, or the report credits you had not used yet.
          </p>
        ),
      },
      {
        question: 'When will I see the money?',
        answer: (
          <p>
            The refund goes back to the card you paid with straight away. Banks usually show it on your statement within
            5 to 10 business days.
          </p>
        ),
      },
    ],
  },
  {
    id: 'value-score',
    title: 'How the Value Score works',
    faqs: [
      {
        question: 'What is the Value Score?',
        answer: (
          <p>
            A number from 1 to 10 that says how fairly a listing is priced compared with similar rentals nearby: the
            higher the score, the better the value. A listing priced exactly at the market scores {SCORE_AVERAGE}, the
            average. Scores below 4 mean poorer value, 4 to 6 fair value, and above 6 better value.
          </p>
        ),
      },
      {
        question: 'How is it calculated?',
        answer: (
          <>
            <p>Two comparisons, weighted:</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>
                <strong>{percent(PRICE_GAP_WEIGHT)}</strong> comes from how the asking rent compares with a fair rent
                for a unit of its condition and amenities: the median rent of the comparables, adjusted for the
                condition and amenities you chose.
              </li>
              <li>
                <strong>{percent(PPSF_GAP_WEIGHT)}</strong> comes from the listing's price per square foot against the
                local median price per square foot, adjusted the same way.
              </li>
            </ul>
            <p className="mt-2">
              Being cheaper than the market moves the score up from {SCORE_AVERAGE}, being dearer moves it down, and the
              result is kept between 1 and 10.
            </p>
          </>
        ),
      },
      {
        question: 'How do condition and amenities change the result?',
        answer: (
          <p>
            They adjust what a fair rent is. The lowest condition and amenities together lower the expected rent to{' '}
            {percent(FACTOR_AT_SUM_MIN)} of the comparables' median; the highest raise it to{' '}
            {percent(FACTOR_AT_SUM_MAX)}, with everything in between on a straight line. So a luxury unit is expected to
            cost more than a budget one nearby.
          </p>
        ),
      },
      {
        question: 'What is the expected price range?',
        answer: (
          <p>
            The expected rent plus or minus {RANGE_PERCENT}%. The report says whether the asking rent is above, within
            or below that range.
          </p>
        ),
      },
      {
        question: 'Which rentals count as comparables?',
        answer: (
          <p>
            Rentals near the address from the past {COMPS_LOOKBACK_MONTHS} months with the same number of bedrooms.
            Before scoring we drop listings without a price or size, prices of {PRICE_OUTLIER_MEDIAN_MULTIPLE} times the
            median or more, sizes below {SQFT_MIN_RATIO} or above {SQFT_MAX_RATIO} times the listing's size, and
            repeated listings of the same address (keeping the lowest price).
          </p>
        ),
      },
      {
        question: 'Why did my report not get a score?',
        answer: (
          <p>
            A score needs at least {MIN_COMPS} comparables with both a price and a size. In places with few rentals, or
            for very unusual units, there may not be enough; the report then shows what it found without a score.
          </p>
        ),
      },
    ],
  },
  {
    id: 'data',
    title: 'Data sources',
    faqs: [
      {
        question: 'Where does the rental data come from?',
        answer: (
          <>
            <p>Each report says which source it used:</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>
                <strong>Sample market data</strong> (the default): comparables generated around the address from typical
                rent levels for the state and the listing's size. Reports made this way carry a Sample market data
                badge.
              </li>
              <li>
                <strong>Imported listings</strong>: real rental listings loaded into RentValue by the site's operator.
              </li>
              <li>
                <strong>RentCast</strong>: comparable listings from the RentCast rental data service.
              </li>
            </ul>
          </>
        ),
      },
      {
        question: 'What does "Sample market data" mean for my report?',
        answer: (
          <p>
            It shows how the report works, but its comparables are generated, not real listings near your address, so do
            not rely on its figures when deciding on a rent. See our{' '}
            <PageLink to={paths.disclaimer}>Disclaimer</PageLink>.
          </p>
        ),
      },
      {
        question: 'Who writes the evaluation summary?',
        answer: (
          <p>
            It is written automatically from the report's own figures, by RentValue's built-in writer or, where the site
            has enabled it, by an AI model (then it is headed AI Evaluation Summary). If the words and the figures ever
            disagree, trust the figures.
          </p>
        ),
      },
      {
        question: 'How accurate are the reports?',
        answer: (
          <p>
            A report is an estimate from the comparables it found, not an appraisal. It cannot see things like a view,
            noise or a recent renovation, so use it as evidence alongside your own visit.
          </p>
        ),
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy and your account',
    faqs: [
      {
        question: 'What do you store about me?',
        answer: (
          <p>
            Your account details, the listings you research and their reports, your purchases, and any message you send
            us. Page visits are counted by path and time only, without personal data. The{' '}
            <PageLink to={paths.privacy}>Privacy Policy</PageLink> has the details.
          </p>
        ),
      },
      {
        question: 'Do you sell my data?',
        answer: <p>No. We do not sell or rent personal information, and we do not use it for advertising.</p>,
      },
      {
        question: 'Can I download or delete my data?',
        answer: (
          <p>
            Yes, at any time, from your <PageLink to={paths.account}>account page</PageLink>: Download my data gives you
            everything we hold about you, and Delete my account removes your account and reports.
          </p>
        ),
      },
      {
        question: 'Do you use cookies?',
        answer: (
          <p>
            One, to keep you logged in. Optional analytics run only if you allow them in Consent Preferences at the
            bottom of every page. See the <PageLink to={paths.cookies}>Cookie Policy</PageLink>.
          </p>
        ),
      },
      {
        question: 'Who can see my reports?',
        answer: (
          <p>
            Only you. If you want to show a report to someone, turn on its share link; anyone with the link can then
            read it until you turn the link off.
          </p>
        ),
      },
    ],
  },
];

/** /faqs: questions grouped by topic, each an accessible disclosure (details/summary). */
export function FaqsPage() {
  return (
    <InfoPage
      title="Frequently Asked Questions"
      seoTitle="FAQs"
      description="Answers about RentValue plans, refunds, how the Value Score is calculated, where the rental data comes from, and your privacy."
      intro={
        <p>
          Plans and refunds, how the Value Score is worked out, where the data comes from, and what happens to your
          information. Can't find your answer? <PageLink to={paths.contact}>Contact us</PageLink>.
        </p>
      }
    >
      <nav aria-label="FAQ topics" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {GROUPS.map((group) => (
            <li key={group.id}>
              <a
                href={`#${group.id}`}
                className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-semibold text-slate-700 hover:border-brand-700 hover:text-brand-700"
              >
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {GROUPS.map((group) => (
        <FaqSection key={group.id} group={group} />
      ))}
    </InfoPage>
  );
}

function FaqSection({ group }: { group: FaqGroup }) {
  const headingId = useId();
  return (
    <section id={group.id} aria-labelledby={headingId} className="mt-10 scroll-mt-24">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
        {group.title}
      </h2>
      <div className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
        {group.faqs.map((faq) => (
          <details key={faq.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              {faq.question}
              <svg
                aria-hidden="true"
                focusable="false"
                viewBox="0 0 20 20"
                fill="currentColor"
                className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              >
                <path
                  fillRule="evenodd"
                  d="M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z"
                  clipRule="evenodd"
                />
              </svg>
            </summary>
            <div className="px-5 pb-5 leading-relaxed text-slate-700">{faq.answer}</div>
          </details>
        ))}
      </div>
    </section>
  );
}
