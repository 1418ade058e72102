// The thumbnails of the product screenshots (src/web/lib/screenshot-thumbnails.ts): the part of each screenshot a
// thumbnail shows (its top, in the thumbnail's 4:3 box), as AVIF, WebP and JPEG at each thumbnail width. capture.ts
// makes them after capturing; encode-thumbnails.ts makes them from the screenshots already in the repository.
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  THUMBNAIL_ASPECT,
  THUMBNAIL_DIR,
  THUMBNAIL_FORMATS,
  THUMBNAIL_WIDTHS,
  thumbnailFileName,
  thumbnailHeight,
  type ThumbnailFormat,
} from '#web/lib/screenshot-thumbnails';

/** Qualities that keep a screenshot's text readable at thumbnail size; JPEG through mozjpeg. */
const ENCODERS: Record<ThumbnailFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  avif: (image) => image.avif({ quality: 50 }),
  webp: (image) => image.webp({ quality: 72 }),
  jpg: (image) => image.jpeg({ quality: 75, mozjpeg: true }),
};

export type Region = { left: number; top: number; width: number; height: number };

/**
 * What a thumbnail shows of a screenshot `width` × `height` (object-cover, object-top): the full width from the top
 * when the screenshot is taller than the box, else the full height from the middle.
 */
export function thumbnailRegion(width: number, height: number): Region {
  const boxHeight = Math.round(width * THUMBNAIL_ASPECT);
  if (boxHeight <= height) return { left: 0, top: 0, width, height: boxHeight };
  const boxWidth = Math.round(height / THUMBNAIL_ASPECT);
  return { left: Math.floor((width - boxWidth) / 2), top: 0, width: boxWidth, height };
}

export type ThumbnailFile = { file: string; format: ThumbnailFormat; width: number; height: number };

/** The files one screenshot gets, or an error when the part it shows is narrower than a thumbnail (no upscaling). */
export function thumbnailFiles(screenshot: string, width: number, height: number): ThumbnailFile[] {
  const region = thumbnailRegion(width, height);
  const largest = Math.max(...THUMBNAIL_WIDTHS);
  if (region.width < largest) {
    throw new Error(
      `${screenshot}: ${width}×${height} shows ${region.width} px across, narrower than a ${largest} px thumbnail`,
    );
  }
  return THUMBNAIL_WIDTHS.flatMap((w) =>
    THUMBNAIL_FORMATS.map((format) => ({
      file: thumbnailFileName(screenshot, w, format),
      format,
      width: w,
      height: thumbnailHeight(w),
    })),
  );
}

export type WrittenThumbnail = ThumbnailFile & { screenshot: string; bytes: number };

/**
 * Writes the thumbnails of every JPEG screenshot in `imagesDir` into its thumbnails/ folder, which it empties first
 * (so thumbnails of a width no longer used do not linger), and says what it wrote.
 */
export async function writeThumbnails(imagesDir: string): Promise<WrittenThumbnail[]> {
  const outDir = path.join(imagesDir, THUMBNAIL_DIR);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const screenshots = readdirSync(imagesDir)
    .filter((name) => name.endsWith('.jpg'))
    .sort();
  const written: WrittenThumbnail[] = [];
  for (const screenshot of screenshots) {
    const source = path.join(imagesDir, screenshot);
    const { width, height } = await sharp(source).metadata();
    const region = thumbnailRegion(width, height);
    for (const thumbnail of thumbnailFiles(screenshot, width, height)) {
      const file = path.join(outDir, thumbnail.file);
      const resized = sharp(source)
        .extract(region)
        .resize({ width: thumbnail.width, height: thumbnail.height, fit: 'fill' });
      await ENCODERS[thumbnail.format](resized).toFile(file);
      written.push({ ...thumbnail, screenshot, bytes: statSync(file).size });
    }
  }
  return written;
}

/** One line per thumbnail for the console: `report-desktop-390.avif: 6.0 KB`. */
export function formatWritten(written: readonly WrittenThumbnail[]): string {
  return written.map((t) => `${THUMBNAIL_DIR}/${t.file}: ${(t.bytes / 1024).toFixed(1)} KB\n`).join('');
}
