import { ScreenshotOverlay } from './screenshot-overlay';
import { textLinkClass } from './info-page';

export type Screenshot = {
  /** Served from src/web/public/images: real screenshots made by tools/screenshots/capture.ts. */
  src: string;
  alt: string;
  caption: string;
  /** Pixel size, so the page keeps its place while the image loads. */
  width: number;
  height: number;
};

/**
 * The preview overlay (docs/product.md#information-pages): the screenshot fitted to the screen and a link to it at
 * full size.
 */
export function ScreenshotPreview({ image, onClose }: { image: Screenshot | null; onClose: () => void }) {
  return (
    <ScreenshotOverlay image={image} onClose={onClose} linkClassName={textLinkClass}>
      {(open) => (
        <div className="flex justify-center rounded-lg bg-slate-100">
          <img
            src={open.src}
            alt={open.alt}
            width={open.width}
            height={open.height}
            decoding="async"
            className="h-auto max-h-[65dvh] w-auto max-w-full object-contain"
          />
        </div>
      )}
    </ScreenshotOverlay>
  );
}
