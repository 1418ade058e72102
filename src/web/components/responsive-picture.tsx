import type { ResponsiveImage } from '../lib/screenshot-thumbnails';

/**
 * An image as AVIF, then WebP, then JPEG, each at several widths: the browser takes the first format it reads, at the
 * width `sizes` says it is shown. Width and height keep the page's place while it loads; below the fold it loads lazily.
 */
export function ResponsivePicture({
  image,
  sizes,
  alt,
  loading = 'lazy',
  className,
}: {
  image: ResponsiveImage;
  /** The width the image is shown at per viewport, as the layout gives it (the `sizes` attribute). */
  sizes: string;
  alt: string;
  loading?: 'lazy' | 'eager';
  className?: string;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={image.srcSet.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.srcSet.webp} sizes={sizes} />
      <img
        src={image.src}
        srcSet={image.srcSet.jpg}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
