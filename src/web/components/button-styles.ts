// Shared looks for buttons and button-like links, so every screen's actions match.

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const baseClass =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const primaryClass = 'bg-brand-700 text-white hover:bg-brand-800';
const secondaryClass = 'border border-brand-700 bg-white text-brand-700 hover:bg-brand-50';
const ghostClass = 'text-slate-700 hover:bg-slate-100 hover:text-slate-900';
const dangerClass = 'bg-red-700 text-white hover:bg-red-800';

const variantClasses: Record<ButtonVariant, string> = {
  primary: primaryClass,
  secondary: secondaryClass,
  ghost: ghostClass,
  danger: dangerClass,
};

const smallClass = 'px-3 py-1.5 text-sm';
const mediumClass = 'px-4 py-2 text-sm';
const largeClass = 'px-6 py-3 text-base';

const sizeClasses: Record<ButtonSize, string> = { sm: smallClass, md: mediumClass, lg: largeClass };

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return `${baseClass} ${variantClasses[variant]} ${sizeClasses[size]}`;
}

/** A button that looks like a link (it changes the screen, it does not navigate). */
export const linkButtonClass =
  'rounded text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 hover:no-underline disabled:cursor-not-allowed disabled:opacity-60';
