import { useLingui } from '@lingui/react';
import { screenshotThumbnail } from '../lib/screenshot-thumbnails';
import { ResponsivePicture } from './responsive-picture';

/** What a thumbnail needs of a screenshot: the full-size JPEG it was made from (its thumbnails sit beside it). */
export type ScreenshotThumbnail = {
  src: string;
  caption: string;
};

/**
 * A clickable thumbnail of a screenshot: the top of the picture, which opens the preview overlay. Thumbnails sit
 * below the fold, so they load lazily, in the smallest format and width the browser can use.
 */
export function ScreenshotButton<Image extends ScreenshotThumbnail>({
  image,
  sizes,
  onOpen,
  className = '',
}: {
  image: Image;
  /** The thumbnail's width per viewport in the page's layout (the `sizes` attribute). */
  sizes: string;
  onOpen: (image: Image) => void;
  className?: string;
}) {
  const { _ } = useLingui();
  return (
    <button
      type="button"
      onClick={() => onOpen(image)}
      aria-label={_('components.screenshot.open', { caption: image.caption })}
      className={`group block w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-sm transition-shadow hover:shadow-md ${className}`}
    >
      <span className="block aspect-[4/3] overflow-hidden bg-slate-100">
        {/* The button names the picture; the full description is on the preview's image. */}
        <ResponsivePicture
          image={screenshotThumbnail(image.src)}
          sizes={sizes}
          alt=""
          className="h-full w-full object-cover object-top transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
        />
      </span>
      <span className="flex items-center justify-between gap-2 border-t border-slate-200 px-4 py-3">
        <span className="font-semibold text-slate-900">{image.caption}</span>
        <span aria-hidden="true" className="text-sm font-semibold text-brand-700">
          {_('components.screenshot.preview')}
        </span>
      </span>
    </button>
  );
}
