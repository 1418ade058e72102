import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { screenshotThumbnail } from '#web/lib/screenshot-thumbnails';
import { thumbnailFiles, thumbnailRegion, writeThumbnails } from './thumbnails';

const temps: string[] = [];
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A screenshot-like JPEG: `top` colour over the first `split` rows, `bottom` colour below. */
async function twoToneJpeg(file: string, width: number, height: number, split: number) {
  const top = await sharp({ create: { width, height: split, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
  await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 30, b: 200 } } })
    .composite([{ input: top, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .toFile(file);
}

describe('thumbnailRegion', () => {
  it('takes the top of a tall screenshot at full width, 4:3, as the thumbnail box shows it', () => {
    expect(thumbnailRegion(1280, 2350)).toEqual({ left: 0, top: 0, width: 1280, height: 960 });
    expect(thumbnailRegion(780, 1688)).toEqual({ left: 0, top: 0, width: 780, height: 585 });
  });

  it('takes the middle of a wide screenshot at full height', () => {
    expect(thumbnailRegion(1600, 900)).toEqual({ left: 200, top: 0, width: 1200, height: 900 });
  });
});

describe('thumbnailFiles', () => {
  it('gives each screenshot AVIF, WebP and JPEG at 390 and 780 px, 4:3', () => {
    expect(thumbnailFiles('report-phone.jpg', 780, 1688).map((t) => `${t.file} ${t.width}×${t.height}`)).toEqual([
      'report-phone-390.avif 390×293',
      'report-phone-390.webp 390×293',
      'report-phone-390.jpg 390×293',
      'report-phone-780.avif 780×585',
      'report-phone-780.webp 780×585',
      'report-phone-780.jpg 780×585',
    ]);
  });

  it('refuses a screenshot narrower than the largest thumbnail rather than blow it up', () => {
    expect(() => thumbnailFiles('small.jpg', 600, 1200)).toThrow(
      /small\.jpg: 600×1200 .*narrower than a 780 px thumbnail/,
    );
  });
});

describe('writeThumbnails', () => {
  it('writes every file the pages ask for, in its format and size, showing the top of the screenshot', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rv-thumbnails-'));
    temps.push(dir);
    await twoToneJpeg(path.join(dir, 'report-desktop.jpg'), 1280, 2350, 960);
    mkdirSync(path.join(dir, 'thumbnails'));
    writeFileSync(path.join(dir, 'thumbnails', 'report-desktop-400.avif'), 'a width no longer used');

    const written = await writeThumbnails(dir);

    const image = screenshotThumbnail('/images/report-desktop.jpg');
    const asked = Object.values(image.srcSet)
      .flatMap((srcSet) => srcSet.split(', ').map((entry) => entry.split(' ')[0]))
      .map((url) => path.basename(url as string));
    expect(readdirSync(path.join(dir, 'thumbnails')).sort()).toEqual([...asked].sort());
    expect(asked).toContain(path.basename(image.src));
    expect(written.every((t) => t.bytes > 0)).toBe(true);

    const formats = { avif: 'heif', webp: 'webp', jpg: 'jpeg' } as const;
    for (const thumbnail of written) {
      const file = sharp(path.join(dir, 'thumbnails', thumbnail.file));
      const meta = await file.metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }, thumbnail.file).toEqual({
        format: formats[thumbnail.format],
        width: thumbnail.width,
        height: thumbnail.height,
      });
      // Only the top colour: the crop ends where the thumbnail box ends.
      const { channels } = await file.stats();
      expect(channels[0]!.min, thumbnail.file).toBeGreaterThan(150);
      expect(channels[2]!.max, thumbnail.file).toBeLessThan(90);
    }
    const largest = written.find((t) => t.file === path.basename(image.src));
    expect({ width: largest?.width, height: largest?.height }).toEqual({ width: image.width, height: image.height });
    // Encoding AVIF and WebP at several widths is CPU work: a limit that holds on a loaded 2-core machine.
  }, 120_000);
});
