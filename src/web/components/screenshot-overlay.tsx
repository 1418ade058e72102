import { Trans } from '@lingui/react';
import type { ReactNode } from 'react';
import { Modal } from './modal';

/**
 * The preview overlay of a screenshot: the picture as the page lays it out, and a link to the image at its own size
 * in a new tab.
 */
export function ScreenshotOverlay<Image extends { src: string; caption: string }>({
  image,
  onClose,
  linkClassName,
  children,
}: {
  image: Image | null;
  onClose: () => void;
  linkClassName: string;
  /** The picture, for the open image. */
  children: (image: Image) => ReactNode;
}) {
  return (
    <Modal open={image !== null} onClose={onClose} title={image?.caption ?? ''} size="lg">
      {image ? (
        <>
          {children(image)}
          <p className="mt-4 text-right">
            <a href={image.src} target="_blank" rel="noopener" className={linkClassName}>
              <Trans id="components.screenshot.fullSize" components={{ 0: <span className="sr-only" /> }} />
            </a>
          </p>
        </>
      ) : null}
    </Modal>
  );
}
