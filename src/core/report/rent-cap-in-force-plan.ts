// What the tenant-rights page says of the rent cap in force (rentCapInForceText in rent-increase-caps.ts), decided
// once for every language; each language words it.

/** What the tenant-rights page says of the figure in force (rentCapInForceText), for any language. */
export type InForcePlan =
  | {
      readonly kind: 'none';
      readonly stateName: string;
      readonly period: string;
      readonly min: number;
      readonly max: number;
    }
  | {
      readonly kind: 'single';
      readonly day: string;
      readonly percent: number;
      readonly period: string;
      readonly source: string;
    }
  | {
      readonly kind: 'regional';
      readonly day: string;
      readonly period: string;
      /** Each figure and where it applies: a region's name, or the state's for the rest of it. */
      readonly figures: readonly { readonly percent: number; readonly place: string }[];
      /** The bounds of the counties no figure covers, when some are left. */
      readonly rest: { readonly min: number; readonly max: number } | null;
    };
