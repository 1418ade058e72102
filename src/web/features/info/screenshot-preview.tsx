import { Modal } from '../../components/modal';
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

export const VIEW_FULL_SIZE = 'View Full Size';

/** The preview overlay (SPEC §2 Learn more): the screenshot fitted to the screen and a link to it at full size. */
export function ScreenshotPreview({ image, onClose }: { image: Screenshot | null; onClose: () => void }) {
  return (
    <Modal open={image !== null} onClose={onClose} title={image?.caption ?? ''} size="lg">
      {image ? (
        <>
          <div className="flex justify-center rounded-lg bg-slate-100">
            <img
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              decoding="async"
              className="h-auto max-h-[65dvh] w-auto max-w-full object-contain"
            />
          </div>
          <p className="mt-4 text-right">
            <a href={image.src} target="_blank" rel="noopener" className={textLinkClass}>
              {VIEW_FULL_SIZE}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        </>
      ) : null}
    </Modal>
  );
}
