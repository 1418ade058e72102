// Small decorative icons; they never carry meaning alone, so they are hidden from assistive technology.

type IconProps = { className?: string };

/** A 20×20 solid icon drawn by one path. */
function SolidIcon({ d, className }: { d: string; className: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" fill="currentColor" className={className}>
      <path fillRule="evenodd" d={d} clipRule="evenodd" />
    </svg>
  );
}

/** A disclosure's chevron: points right, and turns down while its `<details className="group">` is open. */
export function DisclosureChevronIcon({ className = 'size-4' }: IconProps) {
  return (
    <SolidIcon
      d="M7.2 4.7a1 1 0 0 1 1.4 0l4.6 4.6a1 1 0 0 1 0 1.4l-4.6 4.6a1 1 0 1 1-1.4-1.4L11.1 10 7.2 6.1a1 1 0 0 1 0-1.4Z"
      className={`${className} shrink-0 transition-transform group-open:rotate-90`}
    />
  );
}

export function ChevronDownIcon({ className = 'size-4' }: IconProps) {
  return (
    <SolidIcon
      d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
      className={className}
    />
  );
}

export function CheckIcon({ className = 'size-5' }: IconProps) {
  return (
    <SolidIcon
      d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
      className={className}
    />
  );
}

/** An exclamation mark in a circle: a field's error. */
export function ErrorIcon({ className = 'size-4' }: IconProps) {
  return (
    <SolidIcon
      d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
      className={className}
    />
  );
}

/** An exclamation mark in a triangle: a caution. */
export function WarningIcon({ className = 'size-5' }: IconProps) {
  return (
    <SolidIcon
      d="M8.5 2.9a1.7 1.7 0 0 1 3 0l6.3 11.4A1.7 1.7 0 0 1 16.3 17H3.7a1.7 1.7 0 0 1-1.5-2.6L8.5 2.9ZM10 7a1 1 0 0 0-1 1v3a1 1 0 1 0 2 0V8a1 1 0 0 0-1-1Zm0 8a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
      className={className}
    />
  );
}

export function MenuIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      className={className}
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function CloseIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      className={className}
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function LogoMark({ className = 'size-7' }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="8" className="fill-brand-700" />
      <path d="M7 16.5 16 9l9 7.5V24a1 1 0 0 1-1 1h-5.5v-5.5h-5V25H8a1 1 0 0 1-1-1z" fill="#fff" />
    </svg>
  );
}
