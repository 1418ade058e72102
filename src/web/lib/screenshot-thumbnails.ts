// The thumbnails of the product screenshots: a thumbnail (ScreenshotButton) shows the top of a screenshot in a 4:3
// box, so tools/screenshots/thumbnails.ts crops each screenshot to that top and encodes it as AVIF, WebP and JPEG
// at THUMBNAIL_WIDTHS into src/web/public/images/thumbnails/. The full-size JPEG stays for the preview overlay.

/**
 * Thumbnails are 343 CSS px wide on a 375 px phone and 352 on a 1280 px desktop (the landing's three columns),
 * at most 540 (Learn More's two columns): 390 serves 1x screens, 780 (the phone screenshot's own width) 2x ones.
 */
export const THUMBNAIL_WIDTHS = [390, 780] as const;

/** The box a thumbnail fills: height over width (Tailwind's aspect-[4/3] in ScreenshotButton). */
export const THUMBNAIL_ASPECT = 3 / 4;

export const THUMBNAIL_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type ThumbnailFormat = (typeof THUMBNAIL_FORMATS)[number];

export const THUMBNAIL_DIR = 'thumbnails';

/** Pixel height of a thumbnail `width` wide. */
export function thumbnailHeight(width: number): number {
  return Math.round(width * THUMBNAIL_ASPECT);
}

/** The file name of one thumbnail: `report-desktop.jpg` at 390 px as AVIF → `report-desktop-390.avif`. */
export function thumbnailFileName(screenshot: string, width: number, format: ThumbnailFormat): string {
  const base = screenshot.slice(screenshot.lastIndexOf('/') + 1).replace(/\.[a-z]+$/i, '');
  return `${base}-${width}.${format}`;
}

/** An image offered in several formats and widths, for ResponsivePicture. */
export type ResponsiveImage = {
  /** `srcset` per format, e.g. `/images/thumbnails/x-390.avif 390w, /images/thumbnails/x-780.avif 780w`. */
  srcSet: Record<ThumbnailFormat, string>;
  /** The JPEG for browsers that read no `srcset`. */
  src: string;
  /** Pixel size of the largest file: the shape the page reserves before it loads. */
  width: number;
  height: number;
};

/** The thumbnail files of a screenshot served at `src` (e.g. `/images/report-desktop.jpg`). */
export function screenshotThumbnail(src: string): ResponsiveImage {
  const dir = `${src.slice(0, src.lastIndexOf('/'))}/${THUMBNAIL_DIR}`;
  const url = (width: number, format: ThumbnailFormat) => `${dir}/${thumbnailFileName(src, width, format)}`;
  const srcSet = (format: ThumbnailFormat) =>
    THUMBNAIL_WIDTHS.map((width) => `${url(width, format)} ${width}w`).join(', ');
  const largest = THUMBNAIL_WIDTHS[THUMBNAIL_WIDTHS.length - 1] as number;
  return {
    srcSet: { avif: srcSet('avif'), webp: srcSet('webp'), jpg: srcSet('jpg') },
    src: url(largest, 'jpg'),
    width: largest,
    height: thumbnailHeight(largest),
  };
}
