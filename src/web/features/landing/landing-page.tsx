import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { Seo } from '../../components/seo';
import { paths } from '../../lib/paths';
import { DemoScoreCard } from './demo-score-card';
import { OfferCard } from '../../components/offer-card';
import { SampleReports } from './sample-reports';
import { Island } from '../../components/island';

/** The three steps of How It Works: message ids of the landing catalogue. */
const STEPS: readonly { titleId: string; textId: string }[] = [
  { titleId: 'landing.steps.enter.title', textId: 'landing.steps.enter.text' },
  { titleId: 'landing.steps.review.title', textId: 'landing.steps.review.text' },
  { titleId: 'landing.steps.compare.title', textId: 'landing.steps.compare.text' },
];

/** "/" for visitors (docs/product.md#landing-page): static content only, no data calls. */
export function LandingPage() {
  const { _ } = useLingui();
  return (
    <>
      <Seo />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-16">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{_('landing.hero.eyebrow')}</p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              {_('landing.hero.title')}
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-slate-700">{_('landing.hero.lead')}</p>
            <div className="mt-8 flex flex-wrap items-center gap-3">
              <Link to={paths.research} className={buttonClass('primary', 'lg')}>
                {_('landing.hero.cta')}
              </Link>
              <a href="#how-it-works" className={buttonClass('ghost', 'lg')}>
                {_('landing.howItWorks')}
              </a>
            </div>
            <p className="mt-4 text-sm text-slate-600">{_('landing.hero.note')}</p>
          </div>
          <div className="flex justify-center md:justify-end">
            <Island name="demo-score-card">
              <DemoScoreCard />
            </Island>
          </div>
        </div>
      </section>

      <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-24">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
          <h2 id="how-it-works-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {_('landing.howItWorks')}
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {STEPS.map((step, i) => (
              <li key={step.titleId} className="rounded-xl border border-slate-200 bg-white p-6">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                >
                  {i + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">
                  <span className="sr-only">{_('landing.steps.number', { number: i + 1 })}</span>
                  {_(step.titleId)}
                </h3>
                <p className="mt-2 leading-relaxed text-slate-700">{_(step.textId)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <Island name="sample-reports">
        <SampleReports />
      </Island>

      <div className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
          <OfferCard className="mx-auto max-w-md" />
        </div>
      </div>
    </>
  );
}
