import type { ReactNode } from 'react';
import { Seo } from './seo';

export type AuthCardProps = {
  title: string;
  seoTitle: string;
  noindex?: boolean;
  /** Short text under the heading. */
  intro?: ReactNode;
  /** Shown at the card's top right (the login page's close button). */
  action?: ReactNode;
  children: ReactNode;
};

/** The centred card that frames the login, signup and password pages. */
export function AuthCard({ title, seoTitle, noindex = false, intro, action, children }: AuthCardProps) {
  return (
    <div className="flex w-full flex-1 items-start justify-center bg-slate-50 px-4 py-8 sm:px-6 sm:py-12">
      <Seo title={seoTitle} noindex={noindex} />
      <div className="w-full max-w-xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {action}
        </div>
        {intro ? <div className="mt-2 text-slate-700">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

export const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

/** A line under the card's form: where else to go (log in, sign up, ask for another link). */
export function AuthCardNote({ children }: { children: ReactNode }) {
  return <p className="mt-6 text-center text-sm text-slate-700">{children}</p>;
}
