/** What a thumbnail needs of a screenshot; width and height, when known, keep the page's place while it loads. */
export type ScreenshotThumbnail = {
  src: string;
  caption: string;
  width?: number;
  height?: number;
};

/** A clickable thumbnail of a screenshot: the top of the picture, which opens the preview overlay. */
export function ScreenshotButton<Image extends ScreenshotThumbnail>({
  image,
  onOpen,
  className = '',
}: {
  image: Image;
  onOpen: (image: Image) => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={() => onOpen(image)}
      aria-label={`${image.caption}: open a larger preview`}
      className={`group block w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-sm transition-shadow hover:shadow-md ${className}`}
    >
      <span className="block aspect-[4/3] overflow-hidden bg-slate-100">
        {/* The button names the picture; the full description is on the preview's image. */}
        <img
          src={image.src}
          alt=""
          width={image.width}
          height={image.height}
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
  );
}
