import { Link } from 'react-router';
import { Seo } from '../../components/seo';
import { paths } from '../../paths';

const cards = [
  {
    title: 'Research a Rental',
    text: 'Enter a listing and get its Rental Value Report.',
    to: paths.research,
  },
  {
    title: 'Compare Properties',
    text: 'Put researched properties side by side.',
    to: paths.compare,
  },
  {
    title: 'Apply with Confidence',
    text: 'A step-by-step guide from preparing to signing.',
    to: paths.apply,
  },
] as const;

/** The home page for a signed-in user. */
export function SignedInHome() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <Seo title="Home" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Smarter Renting Starts Here!</h1>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {cards.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="block h-full rounded-xl border border-slate-200 bg-white p-6 transition-colors hover:border-brand-700 hover:bg-brand-50"
            >
              <span className="block text-lg font-semibold text-brand-800">{card.title}</span>
              <span className="mt-2 block text-slate-700">{card.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
