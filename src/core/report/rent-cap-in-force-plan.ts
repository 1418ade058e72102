import type { RentCapPeriod } from './rent-cap-period';

// What the tenant-rights page says of the rent cap in force (rentCapInForceText in rent-increase-caps.ts), decided
// once for every language; each language words it.

/** What the tenant-rights page says of the figure in force (rentCapInForceText), for any language. */
export type InForcePlan =
  | {
      readonly kind: 'none';
      readonly stateName: string;
      readonly period: RentCapPeriod;
      readonly min: number;
      readonly max: number;
    }
  | {
      readonly kind: 'single';
      readonly day: string;
      readonly percent: number;
      readonly period: RentCapPeriod;
      readonly source: string;
    }
  | {
      readonly kind: 'regional';
      readonly day: string;
      readonly period: RentCapPeriod;
      /** Each figure and where it applies: a region's name, or the state's for the rest of it. */
      readonly figures: readonly { readonly percent: number; readonly place: string }[];
      /** The bounds of the counties no figure covers, when some are left. */
      readonly rest: { readonly min: number; readonly max: number } | null;
    };
