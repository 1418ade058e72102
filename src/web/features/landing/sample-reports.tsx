import { useLingui } from '@lingui/react';
import { useId, useMemo, useState } from 'react';
import { ScreenshotButton } from '../../components/screenshot-button';
import { ScreenshotOverlay } from '../../components/screenshot-overlay';

export type SampleImage = {
  /** Served from src/web/public/images (real screenshots made by tools/screenshots/capture.ts). */
  src: string;
  alt: string;
  caption: string;
  /** The screenshot's shape, so the page keeps its place while the image loads. */
  aspect: 'desktop' | 'phone';
};

/** The screenshots shown, their alt texts and captions as message ids of the landing catalogue. */
const SAMPLE_IMAGES: readonly { src: string; altId: string; captionId: string; aspect: SampleImage['aspect'] }[] = [
  {
    src: '/images/report-desktop.jpg',
    altId: 'landing.sample.reportDesktop.alt',
    captionId: 'landing.sample.reportDesktop.caption',
    aspect: 'desktop',
  },
  {
    src: '/images/research-form.jpg',
    altId: 'landing.sample.researchForm.alt',
    captionId: 'landing.sample.researchForm.caption',
    aspect: 'desktop',
  },
  {
    src: '/images/report-phone.jpg',
    altId: 'landing.sample.reportPhone.alt',
    captionId: 'landing.sample.reportPhone.caption',
    aspect: 'phone',
  },
];

/** A thumbnail's width in the grid below: one column on phones, three from `sm` in a max-w-6xl container. */
const THUMBNAIL_SIZES = '(min-width: 1152px) 352px, (min-width: 640px) calc((100vw - 96px) / 3), calc(100vw - 32px)';

/**
 * Screenshots of our own report (docs/product.md#landing-page: sample report images that open a preview overlay with
 * a link to a full-size viewer). Thumbnails load lazily: they sit below the fold and must not slow the first paint.
 */
export function SampleReports() {
  const { _ } = useLingui();
  const titleId = useId();
  const [preview, setPreview] = useState<SampleImage | null>(null);
  const images = useMemo<SampleImage[]>(
    () =>
      SAMPLE_IMAGES.map(({ src, altId, captionId, aspect }) => ({ src, alt: _(altId), caption: _(captionId), aspect })),
    [_],
  );

  return (
    <section aria-labelledby={titleId}>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
        <h2 id={titleId} className="text-3xl font-bold tracking-tight text-slate-900">
          {_('landing.sample.title')}
        </h2>
        <p className="mt-3 text-lg text-slate-700">{_('landing.sample.lead')}</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-3">
          {images.map((image) => (
            <li key={image.src}>
              <ScreenshotButton
                image={image}
                sizes={THUMBNAIL_SIZES}
                onOpen={setPreview}
                className="focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              />
            </li>
          ))}
        </ul>
      </div>
      <ImagePreview image={preview} onClose={() => setPreview(null)} />
    </section>
  );
}

/** The preview overlay: the screenshot fitted to the screen, and a link to the image at its own size. */
function ImagePreview({ image, onClose }: { image: SampleImage | null; onClose: () => void }) {
  const { _ } = useLingui();
  return (
    <ScreenshotOverlay
      image={image}
      onClose={onClose}
      linkClassName="font-semibold text-brand-700 underline-offset-2 hover:underline"
    >
      {(open) => (
        // Full-page screenshots are tall: shown at the dialog's width and scrolled, rather than shrunk to a strip.
        <div
          tabIndex={0}
          role="region"
          aria-label={_('landing.sample.scrollable', { caption: open.caption })}
          className="max-h-[65dvh] overflow-y-auto rounded-lg border border-slate-200 bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <img
            src={open.src}
            alt={open.alt}
            decoding="async"
            className={`mx-auto block h-auto w-full ${open.aspect === 'phone' ? 'max-w-xs' : ''}`}
          />
        </div>
      )}
    </ScreenshotOverlay>
  );
}
