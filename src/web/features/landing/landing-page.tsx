import { Link } from 'react-router';
import { getPurchaseTier, OFFER_CARD_TIER_ID } from '../../../core/constants';
import { formatUsd } from '../../../core/format';
import { buttonClass } from '../../components/button-styles';
import { Seo } from '../../components/seo';
import { paths } from '../../paths';
import { DemoScoreCard } from './demo-score-card';
import { HERO_CTA, HERO_LEAD, HERO_NOTE, HERO_TITLE, OFFER, STEPS } from './landing-texts';

function CheckIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-5 shrink-0 text-brand-700">
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

const offerTier = getPurchaseTier(OFFER_CARD_TIER_ID);
const offerPrice = offerTier ? formatUsd(offerTier.priceCents / 100) : null;

export function LandingPage() {
  return (
    <>
      <Seo />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-16">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Rental Value Reports for US renters</p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{HERO_TITLE}</h1>
            <p className="mt-5 text-lg leading-relaxed text-slate-700">{HERO_LEAD}</p>
            <div className="mt-8 flex flex-wrap items-center gap-3">
              <Link to={paths.research} className={buttonClass('primary', 'lg')}>
                {HERO_CTA}
              </Link>
              <a href="#how-it-works" className={buttonClass('ghost', 'lg')}>
                How It Works
              </a>
            </div>
            <p className="mt-4 text-sm text-slate-600">{HERO_NOTE}</p>
          </div>
          <div className="flex justify-center md:justify-end">
            <DemoScoreCard />
          </div>
        </div>
      </section>

      <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-24">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
          <h2 id="how-it-works-title" className="text-3xl font-bold tracking-tight text-slate-900">
            How It Works
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {STEPS.map((step, i) => (
              <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-6">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                >
                  {i + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 leading-relaxed text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="offer-title" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
          <div className="mx-auto max-w-md rounded-2xl border-2 border-brand-700 bg-white p-8 shadow-lg">
            <h2 id="offer-title" className="text-2xl font-bold text-slate-900">
              {OFFER.title}
            </h2>
            {offerPrice && (
              <p className="mt-4 flex items-baseline gap-2">
                <span className="text-5xl font-extrabold tracking-tight text-slate-900">{offerPrice}</span>
                <span className="text-lg text-slate-600">{OFFER.priceNote}</span>
              </p>
            )}
            <ul className="mt-6 space-y-3">
              {OFFER.features.map((feature) => (
                <li key={feature} className="flex gap-3 text-slate-700">
                  <CheckIcon />
                  {feature}
                </li>
              ))}
            </ul>
            <p className="mt-6 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-green-900">{OFFER.guarantee}</p>
            <Link to={paths.research} className={`mt-6 w-full ${buttonClass('primary', 'lg')}`}>
              {OFFER.cta}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
