import type { ReportRenewal, ReportSpecials, ReportView } from '#core/api/reports';
import { checkRentIncrease, rentIncrease } from '#core/report/rent-increase-caps';
import { scoredRentOf } from '#core/valuation/scored-rent';
import { readSpecials, specialsFigures } from '#core/valuation/move-in-specials';
import { SCORED_RENT_LABELS } from '#core/labels';
import type { transactions } from '../db/schema';

// The report's next-step figures as the page shows them (decision 062): which rent was scored, the move-in specials'
// arithmetic, and a renewal's increase with the state's statewide cap (judged on the day the report was run, taken
// as the day the new rent starts; in California the figure is the region's, by the county the report's benchmarks
// placed the home in).

type Row = Pick<
  typeof transactions.$inferSelect,
  'rent' | 'specials' | 'renewalCurrentRent' | 'state' | 'createdAt' | 'benchmarks'
>;

export function nextStepView(row: Row): Pick<ReportView, 'scoredRent' | 'specials' | 'renewal'> {
  const rent = row.rent / 100;
  // A current rent under a cent cannot be compared with (rows stored before the form refused it): such a row reads
  // as a listing, never as a view that throws.
  const current =
    row.renewalCurrentRent === null || !(row.renewalCurrentRent >= 1) ? null : row.renewalCurrentRent / 100;
  const entered = row.specials ? readSpecials(row.specials) : null;
  const scored = scoredRentOf({ rent, specials: entered, renewalCurrentRent: current });
  const specials: ReportSpecials | null =
    entered && scored.effective ? specialsFigures(entered, scored.effective) : null;
  return {
    scoredRent: { kind: scored.kind, amount: scored.amount, label: SCORED_RENT_LABELS[scored.kind] },
    specials,
    renewal: current === null ? null : renewalView(row, current, rent),
  };
}

function renewalView(row: Row, currentRent: number, offeredRent: number): ReportRenewal {
  const increase = rentIncrease(currentRent, offeredRent);
  const check = checkRentIncrease({
    state: row.state,
    currentRent,
    offeredRent,
    on: row.createdAt,
    county: row.benchmarks?.area.county ?? null,
  });
  return {
    currentRent,
    offeredRent,
    increaseDollars: increase.dollars,
    increasePercent: increase.percent,
    cap: check
      ? {
          state: check.rule.state,
          stateName: check.rule.stateName,
          lawName: check.rule.lawName,
          sourceUrl: check.rule.sourceUrl,
          figuresUrl: check.rule.figuresUrl,
          formula: check.rule.formula,
          checkedOn: check.rule.checkedOn,
          exemptions: [...check.rule.exemptions],
          verdict: check.verdict,
          increasePercent: check.increasePercent,
          capPercent: check.capPercent,
          minCapPercent: check.minCapPercent,
          maxCapPercent: check.maxCapPercent,
          maxAllowedRent: check.maxAllowedRent,
          minCapRent: check.minCapRent,
          maxCapRent: check.maxCapRent,
          period: check.period,
          region: check.region,
          figureSource: check.source ? { ...check.source } : null,
          figureCheckedOn: check.figureCheckedOn,
          countyUnknown: check.countyUnknown,
          summary: check.summary,
          caveat: check.caveat,
        }
      : null,
  };
}
