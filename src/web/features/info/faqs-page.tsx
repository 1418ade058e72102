// Over 250 lines as content: the FAQ page's questions and answers (docs/product.md#information-pages), one list the
// page renders.
import { Trans, useLingui } from '@lingui/react';
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
import { useCoreText } from '../../lib/core-messages';
import { paths } from '../../lib/paths';
import { InfoPage, textLinkClass } from '../../components/info-page';

// /faqs (docs/product.md#information-pages): plans, refunds, how the Value Score works (docs/product.md#value-score),
// data sources and privacy. Every number comes from src/core, so the answers cannot drift from the rules the product
// applies.

/** A question (a message id) and its answer, whose texts are messages of info/messages too. */
type Faq = { id: string; questionId: string; answer: ReactNode };
type FaqGroup = { id: string; titleId: string; faqs: readonly Faq[] };

const percent = (share: number) => Math.round(share * 100);
const tier = (id: number) => PURCHASE_TIERS.find((t) => t.id === id) as PurchaseTier;
const payAsYouGo = tier(1);
const thirtyDay = tier(2);
const RANGE_PERCENT = Math.round((RANGE_HIGH_FACTOR - 1) * 100);

const link = (to: string) => <Link to={to} className={textLinkClass} />;
const listClass = 'mt-2 list-disc space-y-1 pl-5';

/** The plans and their prices; a plan's name comes from src/core, translated at the edge. */
function PlanList() {
  const core = useCoreText();
  return (
    <ul className="list-disc space-y-1 pl-5">
      <li>
        <Trans
          id="info.faq.plans.plans.payAsYouGo"
          values={{
            plan: core(payAsYouGo.name),
            price: formatUsd(payAsYouGo.priceCents / 100),
            reports: payAsYouGo.reports,
          }}
          components={{ 0: <strong /> }}
        />
      </li>
      <li>
        <Trans
          id="info.faq.plans.plans.thirtyDay"
          values={{
            plan: core(thirtyDay.name),
            price: formatUsd(thirtyDay.priceCents / 100),
            days: thirtyDay.days,
            max: COMPARE_MAX,
          }}
          components={{ 0: <strong /> }}
        />
      </li>
    </ul>
  );
}

const GROUPS: readonly FaqGroup[] = [
  {
    id: 'plans',
    titleId: 'info.faq.plans.title',
    faqs: [
      {
        id: 'free',
        questionId: 'info.faq.plans.free.q',
        answer: (
          <p>
            <Trans id="info.faq.plans.free.a" />
          </p>
        ),
      },
      {
        id: 'plans',
        questionId: 'info.faq.plans.plans.q',
        answer: <PlanList />,
      },
      {
        id: 'subscription',
        questionId: 'info.faq.plans.subscription.q',
        answer: (
          <p>
            <Trans id="info.faq.plans.subscription.a" />
          </p>
        ),
      },
      {
        id: 'upgrade',
        questionId: 'info.faq.plans.upgrade.q',
        answer: (
          <p>
            <Trans id="info.faq.plans.upgrade.a" />
          </p>
        ),
      },
      {
        id: 'payment',
        questionId: 'info.faq.plans.payment.q',
        answer: (
          <p>
            <Trans id="info.faq.plans.payment.a" />
          </p>
        ),
      },
    ],
  },
  {
    id: 'refunds',
    titleId: 'info.faq.refunds.title',
    faqs: [
      {
        id: 'guarantee',
        questionId: 'info.faq.refunds.guarantee.q',
        answer: (
          <p>
            <Trans
              id="info.faq.refunds.guarantee.a"
              values={{ days: REFUND_WINDOW_DAYS }}
              components={{ 0: link(paths.account), 1: link(paths.contact) }}
            />
          </p>
        ),
      },
      {
        id: 'reports',
        questionId: 'info.faq.refunds.reports.q',
        answer: (
          <p>
            <Trans id="info.faq.refunds.reports.a" />
          </p>
        ),
      },
      {
        id: 'when',
        questionId: 'info.faq.refunds.when.q',
        answer: (
          <p>
            <Trans id="info.faq.refunds.when.a" />
          </p>
        ),
      },
    ],
  },
  {
    id: 'value-score',
    titleId: 'info.faq.score.title',
    faqs: [
      {
        id: 'what',
        questionId: 'info.faq.score.what.q',
        answer: (
          <p>
            <Trans id="info.faq.score.what.a" values={{ average: SCORE_AVERAGE }} />
          </p>
        ),
      },
      {
        id: 'calculated',
        questionId: 'info.faq.score.calculated.q',
        answer: (
          <>
            <p>
              <Trans id="info.faq.score.calculated.intro" />
            </p>
            <ul className={listClass}>
              <li>
                <Trans
                  id="info.faq.score.calculated.price"
                  values={{ percent: percent(PRICE_GAP_WEIGHT) }}
                  components={{ 0: <strong /> }}
                />
              </li>
              <li>
                <Trans
                  id="info.faq.score.calculated.ppsf"
                  values={{ percent: percent(PPSF_GAP_WEIGHT) }}
                  components={{ 0: <strong /> }}
                />
              </li>
            </ul>
            <p className="mt-2">
              <Trans id="info.faq.score.calculated.result" values={{ average: SCORE_AVERAGE }} />
            </p>
          </>
        ),
      },
      {
        id: 'adjust',
        questionId: 'info.faq.score.adjust.q',
        answer: (
          <p>
            <Trans
              id="info.faq.score.adjust.a"
              values={{ min: percent(FACTOR_AT_SUM_MIN), max: percent(FACTOR_AT_SUM_MAX) }}
            />
          </p>
        ),
      },
      {
        id: 'range',
        questionId: 'info.faq.score.range.q',
        answer: (
          <p>
            <Trans id="info.faq.score.range.a" values={{ percent: RANGE_PERCENT }} />
          </p>
        ),
      },
      {
        id: 'comparables',
        questionId: 'info.faq.score.comparables.q',
        answer: (
          <p>
            <Trans
              id="info.faq.score.comparables.a"
              values={{
                months: COMPS_LOOKBACK_MONTHS,
                outlier: PRICE_OUTLIER_MEDIAN_MULTIPLE,
                sqftMin: SQFT_MIN_RATIO,
                sqftMax: SQFT_MAX_RATIO,
              }}
            />
          </p>
        ),
      },
      {
        id: 'no-score',
        questionId: 'info.faq.score.noScore.q',
        answer: (
          <p>
            <Trans id="info.faq.score.noScore.a" values={{ min: MIN_COMPS }} />
          </p>
        ),
      },
    ],
  },
  {
    id: 'data',
    titleId: 'info.faq.data.title',
    faqs: [
      {
        id: 'sources',
        questionId: 'info.faq.data.sources.q',
        answer: (
          <>
            <p>
              <Trans id="info.faq.data.sources.intro" />
            </p>
            <ul className={listClass}>
              <li>
                <Trans id="info.faq.data.sources.sample" components={{ 0: <strong /> }} />
              </li>
              <li>
                <Trans id="info.faq.data.sources.imported" components={{ 0: <strong /> }} />
              </li>
              <li>
                <Trans id="info.faq.data.sources.rentcast" components={{ 0: <strong /> }} />
              </li>
            </ul>
          </>
        ),
      },
      {
        id: 'sample',
        questionId: 'info.faq.data.sample.q',
        answer: (
          <p>
            <Trans id="info.faq.data.sample.a" components={{ 0: link(paths.disclaimer) }} />
          </p>
        ),
      },
      {
        id: 'summary',
        questionId: 'info.faq.data.summary.q',
        answer: (
          <p>
            <Trans id="info.faq.data.summary.a" />
          </p>
        ),
      },
      {
        id: 'accuracy',
        questionId: 'info.faq.data.accuracy.q',
        answer: (
          <p>
            <Trans id="info.faq.data.accuracy.a" />
          </p>
        ),
      },
    ],
  },
  {
    id: 'privacy',
    titleId: 'info.faq.privacy.title',
    faqs: [
      {
        id: 'stored',
        questionId: 'info.faq.privacy.stored.q',
        answer: (
          <p>
            <Trans id="info.faq.privacy.stored.a" components={{ 0: link(paths.privacy) }} />
          </p>
        ),
      },
      {
        id: 'sell',
        questionId: 'info.faq.privacy.sell.q',
        answer: (
          <p>
            <Trans id="info.faq.privacy.sell.a" />
          </p>
        ),
      },
      {
        id: 'download',
        questionId: 'info.faq.privacy.download.q',
        answer: (
          <p>
            <Trans id="info.faq.privacy.download.a" components={{ 0: link(paths.account) }} />
          </p>
        ),
      },
      {
        id: 'cookies',
        questionId: 'info.faq.privacy.cookies.q',
        answer: (
          <p>
            <Trans id="info.faq.privacy.cookies.a" components={{ 0: link(paths.cookies) }} />
          </p>
        ),
      },
      {
        id: 'share',
        questionId: 'info.faq.privacy.share.q',
        answer: (
          <p>
            <Trans id="info.faq.privacy.share.a" />
          </p>
        ),
      },
    ],
  },
];

/** /faqs: questions grouped by topic, each an accessible disclosure (details/summary). */
export function FaqsPage() {
  const { _ } = useLingui();
  return (
    <InfoPage
      title={_('info.faq.title')}
      seoTitle={_('info.faq.seoTitle')}
      description={_('info.faq.description')}
      intro={
        <p>
          <Trans id="info.faq.intro" components={{ 0: link(paths.contact) }} />
        </p>
      }
    >
      <nav aria-label={_('info.faq.topics')} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {GROUPS.map((group) => (
            <li key={group.id}>
              <a
                href={`#${group.id}`}
                className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-semibold text-slate-700 hover:border-brand-700 hover:text-brand-700"
              >
                {_(group.titleId)}
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
  const { _ } = useLingui();
  const headingId = useId();
  return (
    <section id={group.id} aria-labelledby={headingId} className="mt-10 scroll-mt-24">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
        {_(group.titleId)}
      </h2>
      <div className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
        {group.faqs.map((faq) => (
          <details key={faq.id} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              {_(faq.questionId)}
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
