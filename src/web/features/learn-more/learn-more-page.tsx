import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { COMPS_LOOKBACK_MONTHS } from '#core/constants';
import { REFUND_WINDOW_DAYS } from '#core/account/purchase-refund';
import { buttonClass } from '../../components/button-styles';
import { paths } from '../../lib/paths';
import { InfoPage } from '../../components/info-page';
import { ScreenshotButton } from '../../components/screenshot-button';
import { ScreenshotPreview, type Screenshot } from '../../components/screenshot-preview';
import { screenshots } from '../../components/screenshots';

/** A thumbnail's width in the previews' grid: one column on phones, two from `sm` in the wide page. */
const THUMBNAIL_SIZES = '(min-width: 1152px) 540px, (min-width: 640px) calc((100vw - 72px) / 2), calc(100vw - 32px)';

/** What we stand for: message ids of the learn-more catalogue. */
const PRINCIPLES: readonly { titleId: string; textId: string; values?: Record<string, number> }[] = [
  { titleId: 'learn-more.principles.evidence.title', textId: 'learn-more.principles.evidence.text' },
  { titleId: 'learn-more.principles.data.title', textId: 'learn-more.principles.data.text' },
  {
    titleId: 'learn-more.principles.prices.title',
    textId: 'learn-more.principles.prices.text',
    values: { days: REFUND_WINDOW_DAYS },
  },
  { titleId: 'learn-more.principles.privacy.title', textId: 'learn-more.principles.privacy.text' },
];

/**
 * /learn-more (docs/product.md#information-pages): the mission page, with two preview images that open an overlay
 * with View Full Size.
 */
export function LearnMorePage() {
  const { _ } = useLingui();
  const [preview, setPreview] = useState<Screenshot | null>(null);
  const shots = screenshots(_);
  const previews: readonly Screenshot[] = [shots.reportDesktop, shots.researchForm];

  return (
    <InfoPage
      title={_('learn-more.title')}
      seoTitle={_('learn-more.seoTitle')}
      description={_('learn-more.description')}
      width="wide"
      intro={<p>{_('learn-more.intro', { months: COMPS_LOOKBACK_MONTHS })}</p>}
    >
      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="why-heading">
          <h2 id="why-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            {_('learn-more.why.title')}
          </h2>
          <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">
            <p>{_('learn-more.why.text1')}</p>
            <p>{_('learn-more.why.text2')}</p>
          </div>
        </section>
        <section aria-labelledby="what-heading">
          <h2 id="what-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            {_('learn-more.what.title')}
          </h2>
          <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">
            <p>{_('learn-more.what.text1')}</p>
            <p>{_('learn-more.what.text2')}</p>
          </div>
        </section>
      </div>

      <section aria-labelledby="see-heading" className="mt-14">
        <h2 id="see-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {_('learn-more.see.title')}
        </h2>
        <p className="mt-2 text-lg text-slate-700">{_('learn-more.see.lead')}</p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2">
          {previews.map((image) => (
            <li key={image.src}>
              <ScreenshotButton image={image} sizes={THUMBNAIL_SIZES} onOpen={setPreview} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="principles-heading" className="mt-14">
        <h2 id="principles-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {_('learn-more.principles.title')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PRINCIPLES.map((principle) => (
            <li key={principle.titleId} className="rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="font-semibold text-slate-900">{_(principle.titleId)}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{_(principle.textId, principle.values)}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-14 flex flex-col items-start gap-3 rounded-xl border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-lg font-semibold text-slate-900">{_('learn-more.cta.question')}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.howTo} className={buttonClass('secondary', 'lg')}>
            {_('learn-more.cta.howItWorks')}
          </Link>
          <Link to={paths.research} className={buttonClass('primary', 'lg')}>
            {_('learn-more.cta.report')}
          </Link>
        </div>
      </div>

      <ScreenshotPreview image={preview} onClose={() => setPreview(null)} />
    </InfoPage>
  );
}
