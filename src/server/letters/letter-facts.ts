import type { ReportView } from '#core/api/reports';
import { letterBenchmark, type LetterFacts } from '#core/writing/negotiation-letter';
import { benchmarkAreaText } from '#core/benchmarks/benchmark-figures';
import { paths } from '#core/site/routes';

// What a negotiation letter is written from (docs/product.md#what-a-letter-cites) — only the report's stored figures as
// its page shows them (the same view the owner reads), the renter's first name, and the report's share link when they
// chose to cite it.

/** The read-only link of a shared report, as the web app routes it. */
export function sharedReportUrl(origin: string, token: string): string {
  return `${origin}${paths.sharedReport.replace(':token', encodeURIComponent(token))}`;
}

/** Null when the report has no Value Score or no expected range: there is nothing to negotiate with. */
export function letterFactsOf(
  report: ReportView,
  options: { renterName: string | null; reportLink: string | null },
): LetterFacts | null {
  const { valuation, listing } = report;
  if (
    valuation.valueScore === null ||
    valuation.marketPrice === null ||
    valuation.minPrice === null ||
    valuation.maxPrice === null
  ) {
    return null;
  }
  // The most local official figure that supports the renter (below the rent asked or offered), if any.
  const benchmark = letterBenchmark(report.benchmarks?.figures ?? [], listing.rent);
  const cap = report.renewal?.cap ?? null;
  return {
    kind: report.renewal ? 'renewal' : 'new',
    address: `${listing.streetAddress}, ${listing.city}, ${listing.state} ${listing.zipCode}`,
    askingRent: listing.rent,
    currentRent: report.renewal?.currentRent ?? null,
    expectedRent: valuation.marketPrice,
    minPrice: valuation.minPrice,
    maxPrice: valuation.maxPrice,
    valueScore: valuation.valueScore,
    subjectSqft: listing.sqft,
    bedrooms: listing.bedrooms,
    comps: report.comps
      .filter((comp) => comp.used)
      .map((comp) => ({
        address: comp.address,
        rent: comp.price,
        bedrooms: comp.bedrooms,
        sqft: comp.sqft,
        distanceMiles: comp.distanceMiles,
      })),
    benchmark: benchmark
      ? {
          name: benchmark.name,
          // The letter takes the area as text, worded in English as before (the Spanish letter quotes it as it is).
          area: benchmarkAreaText(benchmark.area, 'en'),
          release: benchmark.release,
          rent: benchmark.rent,
        }
      : null,
    reportDate: report.createdAt.slice(0, 10),
    reportLink: options.reportLink,
    renterName: options.renterName?.trim() || null,
    rentCap: cap
      ? { lawName: cap.lawName, capPercent: cap.capPercent, maxAllowedRent: cap.maxAllowedRent, verdict: cap.verdict }
      : null,
    // The rent after a move-in special (fees apart), and the fees on their own, to be asked waived (decision 090).
    netEffectiveRent: report.specials && report.specials.concession > 0 ? report.specials.rentAfterSpecials : null,
    monthlyFees: report.specials?.monthlyFees ?? null,
  };
}
