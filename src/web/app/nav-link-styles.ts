export function desktopNavLinkClass({ isActive }: { isActive: boolean }): string {
  return [
    'inline-flex items-center rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  ].join(' ');
}

export function mobileNavLinkClass({ isActive }: { isActive: boolean }): string {
  return [
    'block rounded-md px-3 py-2 text-base font-medium',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100',
  ].join(' ');
}
