import { useId, useState } from 'react';
import { Modal } from '../../components/modal';
import { SAMPLE_IMAGES, SAMPLE_IMAGES_LEAD, SAMPLE_IMAGES_TITLE, VIEW_FULL_SIZE, type SampleImage } from './landing-texts';

/**
 * Screenshots of our own report (SPEC §2 landing: sample report images that open a preview overlay with a link to a
 * full-size viewer). Thumbnails load lazily: they sit below the fold and must not slow the first paint.
 */
export function SampleReports() {
  const titleId = useId();
  const [preview, setPreview] = useState<SampleImage | null>(null);

  return (
    <section aria-labelledby={titleId}>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
        <h2 id={titleId} className="text-3xl font-bold tracking-tight text-slate-900">
          {SAMPLE_IMAGES_TITLE}
        </h2>
        <p className="mt-3 text-lg text-slate-700">{SAMPLE_IMAGES_LEAD}</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-3">
          {SAMPLE_IMAGES.map((image) => (
            <li key={image.src}>
              <button
                type="button"
                onClick={() => setPreview(image)}
                aria-label={`${image.caption}: open a larger preview`}
                className="group block w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <span className="block aspect-[4/3] overflow-hidden bg-slate-100">
                  {/* The button names the picture; the full description is on the preview's image. */}
                  <img
                    src={image.src}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="h-full w-full object-cover object-top transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
                  />
                </span>
                <span className="flex items-center justify-between gap-2 border-t border-slate-200 px-4 py-3">
                  <span className="font-semibold text-slate-900">{image.caption}</span>
                  <span aria-hidden="true" className="text-sm font-semibold text-brand-700">
                    Preview
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <ImagePreview image={preview} onClose={() => setPreview(null)} />
    </section>
  );
}

/** The preview overlay: the screenshot fitted to the screen, and a link to the image at its own size. */
export function ImagePreview({ image, onClose }: { image: SampleImage | null; onClose: () => void }) {
  return (
    <Modal open={image !== null} onClose={onClose} title={image?.caption ?? ''} size="lg">
      {image ? (
        <>
          {/* Full-page screenshots are tall: shown at the dialog's width and scrolled, rather than shrunk to a strip. */}
          <div
            tabIndex={0}
            role="region"
            aria-label={`${image.caption} (scrollable)`}
            className="max-h-[65dvh] overflow-y-auto rounded-lg border border-slate-200 bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <img
              src={image.src}
              alt={image.alt}
              decoding="async"
              className={`mx-auto block h-auto w-full ${image.aspect === 'phone' ? 'max-w-xs' : ''}`}
            />
          </div>
          <p className="mt-4 text-right">
            <a
              href={image.src}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {VIEW_FULL_SIZE}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        </>
      ) : null}
    </Modal>
  );
}
