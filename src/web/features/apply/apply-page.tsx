import { Trans, useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { paths } from '../../lib/paths';
import { InfoPage, textLinkClass } from '../../components/info-page';

// /apply: the step-by-step rental application guide, in the five sections and order of docs/product.md#apply-guide.
// The texts are in messages/{en,es}.json; a tip whose text links to one of our pages names the paths of its <0>, <1>.

type GuideTip = { titleId: string; textId: string; links?: readonly string[] };

type GuideSection = {
  /** The section's anchor (#get-prepared): the same in every language. */
  id: string;
  titleId: string;
  leadId: string;
  tips: readonly GuideTip[];
};

const APPLY_SECTIONS: readonly GuideSection[] = [
  {
    id: 'get-prepared',
    titleId: 'apply.prepare.title',
    leadId: 'apply.prepare.lead',
    tips: [
      {
        titleId: 'apply.prepare.budget.title',
        textId: 'apply.prepare.budget.text',
        links: [paths.affordabilityCalculator],
      },
      { titleId: 'apply.prepare.credit.title', textId: 'apply.prepare.credit.text' },
      { titleId: 'apply.prepare.documents.title', textId: 'apply.prepare.documents.text' },
      { titleId: 'apply.prepare.money.title', textId: 'apply.prepare.money.text' },
    ],
  },
  {
    id: 'do-the-research',
    titleId: 'apply.research.title',
    leadId: 'apply.research.lead',
    tips: [
      {
        titleId: 'apply.research.market.title',
        textId: 'apply.research.market.text',
        links: [paths.research, paths.compare],
      },
      { titleId: 'apply.research.scams.title', textId: 'apply.research.scams.text' },
      { titleId: 'apply.research.landlord.title', textId: 'apply.research.landlord.text' },
      {
        titleId: 'apply.research.rights.title',
        textId: 'apply.research.rights.text',
        links: [paths.tenantRights],
      },
      { titleId: 'apply.research.location.title', textId: 'apply.research.location.text' },
    ],
  },
  {
    id: 'visit-in-person',
    titleId: 'apply.visit.title',
    leadId: 'apply.visit.lead',
    tips: [
      {
        titleId: 'apply.visit.checklist.title',
        textId: 'apply.visit.checklist.text',
        links: [paths.rentersChecklist],
      },
      { titleId: 'apply.visit.test.title', textId: 'apply.visit.test.text' },
      { titleId: 'apply.visit.warnings.title', textId: 'apply.visit.warnings.text' },
      { titleId: 'apply.visit.questions.title', textId: 'apply.visit.questions.text' },
      { titleId: 'apply.visit.photos.title', textId: 'apply.visit.photos.text' },
    ],
  },
  {
    id: 'negotiate-with-data',
    titleId: 'apply.negotiate.title',
    leadId: 'apply.negotiate.lead',
    tips: [
      { titleId: 'apply.negotiate.comparables.title', textId: 'apply.negotiate.comparables.text' },
      { titleId: 'apply.negotiate.specific.title', textId: 'apply.negotiate.specific.text' },
      { titleId: 'apply.negotiate.timing.title', textId: 'apply.negotiate.timing.text' },
      { titleId: 'apply.negotiate.offer.title', textId: 'apply.negotiate.offer.text' },
      { titleId: 'apply.negotiate.writing.title', textId: 'apply.negotiate.writing.text' },
    ],
  },
  {
    id: 'ask-and-sign',
    titleId: 'apply.sign.title',
    leadId: 'apply.sign.lead',
    tips: [
      { titleId: 'apply.sign.lease.title', textId: 'apply.sign.lease.text' },
      { titleId: 'apply.sign.ask.title', textId: 'apply.sign.ask.text' },
      { titleId: 'apply.sign.pay.title', textId: 'apply.sign.pay.text' },
      { titleId: 'apply.sign.moveIn.title', textId: 'apply.sign.moveIn.text' },
      { titleId: 'apply.sign.insurance.title', textId: 'apply.sign.insurance.text' },
    ],
  },
];

/** A tip's text, its <0>, <1> … being links to the tip's pages. */
function TipText({ tip }: { tip: GuideTip }) {
  const components = Object.fromEntries(
    (tip.links ?? []).map((to, index) => [index, <Link key={to} to={to} className={textLinkClass} />]),
  );
  return <Trans id={tip.textId} components={components} />;
}

/** /apply: the five-part guide to applying for a rental. */
export function ApplyPage() {
  const { _ } = useLingui();
  return (
    <InfoPage
      title={_('apply.title')}
      seoTitle={_('apply.seoTitle')}
      description={_('apply.description')}
      width="wide"
      intro={<p>{_('apply.intro')}</p>}
    >
      <nav aria-label={_('apply.stepsNav')} className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5">
        <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-5">
          {APPLY_SECTIONS.map((section, i) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="flex items-center gap-3 rounded-lg p-1 font-semibold text-brand-700 hover:bg-white hover:text-brand-800"
              >
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                >
                  {i + 1}
                </span>
                {_(section.titleId)}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {APPLY_SECTIONS.map((section, i) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mt-12 scroll-mt-24"
        >
          <h2
            id={`${section.id}-heading`}
            className="flex items-center gap-3 text-2xl font-bold tracking-tight text-slate-900"
          >
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white"
            >
              {i + 1}
            </span>
            <span>
              <span className="sr-only">{_('apply.stepLabel', { number: i + 1 })} </span>
              {_(section.titleId)}
            </span>
          </h2>
          <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">{_(section.leadId)}</p>
          <ul className="mt-5 grid gap-4 md:grid-cols-2">
            {section.tips.map((tip) => (
              <li key={tip.titleId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
                <h3 className="font-semibold text-slate-900">{_(tip.titleId)}</h3>
                <p className="mt-1 leading-relaxed text-slate-700">
                  <TipText tip={tip} />
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}

      <div className="mt-12 rounded-xl border border-brand-100 bg-brand-50 p-6 text-center">
        <h2 className="text-xl font-bold text-slate-900">{_('apply.cta.title')}</h2>
        <p className="mt-2 text-slate-700">{_('apply.cta.text')}</p>
        <Link to={paths.research} className={`${buttonClass('primary', 'lg')} mt-4`}>
          {_('apply.cta.button')}
        </Link>
      </div>
    </InfoPage>
  );
}
