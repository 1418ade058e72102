import { Link } from 'react-router';
import { paths } from '../paths';
import { LogoMark } from './icons';

export function BrandWordmark() {
  return (
    <Link
      to={paths.home}
      className="inline-flex items-center gap-2 rounded-md text-xl font-extrabold tracking-tight text-slate-900"
    >
      <LogoMark />
      <span>
        Rent<span className="text-brand-700">Value</span>
      </span>
    </Link>
  );
}
