import { Trans, useLingui } from '@lingui/react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { COMPARE_MAX, COMPARE_MIN, HISTORY_LIMIT, PURCHASE_TIERS, type PurchaseTier } from '#core/constants';
import { buttonClass } from '../../components/button-styles';
import { useCoreText } from '../../lib/core-messages';
import { paths } from '../../lib/paths';
import { InfoPage, textLinkClass } from '../../components/info-page';
import { ScreenshotButton } from '../../components/screenshot-button';
import { ScreenshotPreview, type Screenshot } from '../../components/screenshot-preview';
import { screenshots, type ScreenshotName } from '../../components/screenshots';

// /how-to (docs/product.md#information-pages): using RentValue step by step, each step with a screenshot of the
// screen it describes.

/** A step: its title is a message id of info/messages, its body renders messages of its own. */
type Step = { id: string; titleId: string; body: ReactNode; image?: ScreenshotName };

/**
 * A step's thumbnail width: two of five columns from `md` (in a bordered card, p-6, of the wide page), the card's
 * width below that.
 */
const THUMBNAIL_SIZES =
  '(min-width: 1152px) 408px, (min-width: 768px) calc(40vw - 54px), (min-width: 640px) calc(100vw - 98px), calc(100vw - 74px)';

const link = (to: string) => <Link to={to} className={textLinkClass} />;
const listClass = 'mt-2 list-disc space-y-1 pl-5';

/** The dashboard step names the 30-day plan, whose name comes from src/core (translated at the edge). */
function TrackStep() {
  const core = useCoreText();
  const thirtyDay = PURCHASE_TIERS.find((t) => t.id === 2) as PurchaseTier;
  return (
    <p>
      <Trans
        id="info.howTo.track.body"
        values={{ plan: core(thirtyDay.name), limit: HISTORY_LIMIT }}
        components={{ 0: link(paths.account) }}
      />
    </p>
  );
}

const STEPS: readonly Step[] = [
  {
    id: 'account',
    titleId: 'info.howTo.account.title',
    body: (
      <p>
        <Trans id="info.howTo.account.body" components={{ 0: link(paths.signup) }} />
      </p>
    ),
  },
  {
    id: 'enter',
    titleId: 'info.howTo.enter.title',
    image: 'researchForm',
    body: (
      <>
        <p>
          <Trans id="info.howTo.enter.intro" components={{ 0: link(paths.research) }} />
        </p>
        <ul className={listClass}>
          <li>
            <Trans id="info.howTo.enter.address" />
          </li>
          <li>
            <Trans id="info.howTo.enter.figures" />
          </li>
          <li>
            <Trans id="info.howTo.enter.rating" />
          </li>
        </ul>
        <p className="mt-2">
          <Trans id="info.howTo.enter.submit" />
        </p>
      </>
    ),
  },
  {
    id: 'read',
    titleId: 'info.howTo.read.title',
    image: 'reportDesktop',
    body: (
      <ul className="list-disc space-y-1 pl-5">
        <li>
          <Trans id="info.howTo.read.score" components={{ 0: <strong />, 1: link(paths.faqs) }} />
        </li>
        <li>
          <Trans id="info.howTo.read.range" components={{ 0: <strong /> }} />
        </li>
        <li>
          <Trans id="info.howTo.read.size" components={{ 0: <strong />, 1: <strong /> }} />
        </li>
        <li>
          <Trans id="info.howTo.read.comps" components={{ 0: <strong /> }} />
        </li>
        <li>
          <Trans id="info.howTo.read.summary" components={{ 0: <strong /> }} />
        </li>
      </ul>
    ),
  },
  {
    id: 'compare',
    titleId: 'info.howTo.compare.title',
    image: 'compare',
    body: (
      <p>
        <Trans
          id="info.howTo.compare.body"
          values={{ min: COMPARE_MIN, max: COMPARE_MAX }}
          components={{ 0: link(paths.compare) }}
        />
      </p>
    ),
  },
  {
    id: 'track',
    titleId: 'info.howTo.track.title',
    image: 'dashboard',
    body: <TrackStep />,
  },
  {
    id: 'take-it-with-you',
    titleId: 'info.howTo.takeIt.title',
    image: 'reportPhone',
    body: (
      <p>
        <Trans id="info.howTo.takeIt.body" components={{ 0: link(paths.apply) }} />
      </p>
    ),
  },
];

/** /how-to: how to use RentValue, step by step with screenshots. */
export function HowToPage() {
  const { _ } = useLingui();
  const [preview, setPreview] = useState<Screenshot | null>(null);
  const shots = screenshots(_);

  return (
    <InfoPage
      title={_('info.howTo.title')}
      seoTitle={_('info.howTo.seoTitle')}
      description={_('info.howTo.description')}
      width="wide"
      intro={<p>{_('info.howTo.intro')}</p>}
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
                    <span className="sr-only">{_('info.howTo.step', { number: i + 1 })} </span>
                    {_(step.titleId)}
                  </span>
                </h2>
                <div className="mt-3 leading-relaxed text-slate-700">{step.body}</div>
              </div>
              {step.image ? (
                <ScreenshotButton
                  image={shots[step.image]}
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
        <h2 className="text-xl font-bold text-slate-900">{_('info.howTo.ready')}</h2>
        <Link to={paths.research} className={`${buttonClass('primary', 'lg')} mt-4`}>
          {_('info.howTo.start')}
        </Link>
      </div>

      <ScreenshotPreview image={preview} onClose={() => setPreview(null)} />
    </InfoPage>
  );
}
