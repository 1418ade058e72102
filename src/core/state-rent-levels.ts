// Rent levels per state and bedroom count that calibrate the `sample` rent-data provider (issue 4).
//
// SOURCE: HUD Fair Market Rents, fiscal year 2025 (FY2025, effective 1 October 2024; huduser.gov, file
// FY25_FMRs). HUD publishes one FMR per metro area or non-metro county and no statewide figure; a state's level
// here is the UNWEIGHTED AVERAGE OF THE STATE'S COUNTY FMRs (each county, or New England town, counted once,
// as the state summaries on FMR look-up sites publish them), so rural counties weigh as much as metros and the
// levels sit below what a renter in a large city pays. An FMR is HUD's 40th percentile of gross rent
// (rent plus tenant-paid utilities) of standard units, not a median asking rent.
//
// PROVENANCE, honestly: the session that wrote this file had no network access to HUD. Checked against published
// figures: the FY2025 national extremes of the state averages (lowest studio South Dakota $638; lowest 1, 2 and
// 3 bedrooms Arkansas $716, $901, $1,184; lowest 4 bedrooms Nebraska $1,317; highest studio, 1 and 2 bedrooms
// District of Columbia $2,012, $2,056, $2,314; highest 3 and 4 bedrooms Hawaii $2,941, $3,417). Every other cell
// is an estimate: the state's 2-bedroom level (cross-checked against the FY2023 averages for Texas, $927, and
// California, $1,596, and the FY2024 average for Virginia, $1,056, grown by two years of FMR increases) times
// the national bedroom ratios of HUD's county FMRs (studio 0.76, 1 bedroom 0.816, 3 bedrooms 1.298,
// 4 bedrooms 1.494 of the 2-bedroom FMR). Replace the rows with the exact averages computed from FY25_FMRs when
// it is at hand; the calibration test keeps the generator honest to whatever this table says.
//
// 5 and 6+ bedrooms are not in the table: HUD's own rule for larger units adds 15% of the 4-bedroom FMR for each
// bedroom beyond four (5 bedrooms = 1.15 x, 6 bedrooms = 1.30 x the 4-bedroom level), and so do we.

export const RENT_LEVELS_SOURCE = 'HUD Fair Market Rents FY2025, unweighted state averages of county FMRs';

/** Monthly rent in dollars for studio, 1, 2, 3 and 4 bedrooms. */
export type RentLevelRow = readonly [studio: number, one: number, two: number, three: number, four: number];

/** All 50 states and the District of Columbia, by USPS code. */
export const STATE_RENT_LEVELS: Readonly<Record<string, RentLevelRow>> = {
  AK: [1064, 1142, 1400, 1817, 2092],
  AL: [707, 759, 930, 1207, 1389],
  AR: [685, 716, 901, 1184, 1346],
  AZ: [950, 1020, 1250, 1623, 1868],
  CA: [1353, 1452, 1780, 2310, 2659],
  CO: [1064, 1142, 1400, 1817, 2092],
  CT: [1254, 1346, 1650, 2142, 2465],
  DC: [2012, 2056, 2314, 2880, 3360],
  DE: [1041, 1118, 1370, 1778, 2047],
  FL: [1049, 1126, 1380, 1791, 2062],
  GA: [775, 832, 1020, 1324, 1524],
  HI: [1722, 1849, 2266, 2941, 3417],
  IA: [699, 751, 920, 1194, 1374],
  ID: [836, 898, 1100, 1428, 1643],
  IL: [730, 783, 960, 1246, 1434],
  IN: [722, 775, 950, 1233, 1419],
  KS: [707, 759, 930, 1207, 1389],
  KY: [703, 755, 925, 1201, 1382],
  LA: [737, 792, 970, 1259, 1449],
  MA: [1596, 1714, 2100, 2726, 3137],
  MD: [1178, 1265, 1550, 2012, 2316],
  ME: [950, 1020, 1250, 1623, 1868],
  MI: [760, 816, 1000, 1298, 1494],
  MN: [760, 816, 1000, 1298, 1494],
  MO: [711, 763, 935, 1214, 1397],
  MS: [695, 747, 915, 1188, 1367],
  MT: [798, 857, 1050, 1363, 1569],
  NC: [798, 857, 1050, 1363, 1569],
  ND: [714, 767, 940, 1220, 1404],
  NE: [722, 775, 950, 1233, 1317],
  NH: [1216, 1306, 1600, 2077, 2390],
  NJ: [1406, 1510, 1850, 2401, 2764],
  NM: [798, 857, 1050, 1363, 1569],
  NV: [912, 979, 1200, 1558, 1793],
  NY: [1026, 1102, 1350, 1752, 2017],
  OH: [726, 779, 955, 1240, 1427],
  OK: [707, 759, 930, 1207, 1389],
  OR: [1026, 1102, 1350, 1752, 2017],
  PA: [836, 898, 1100, 1428, 1643],
  RI: [1254, 1346, 1650, 2142, 2465],
  SC: [821, 881, 1080, 1402, 1614],
  SD: [638, 747, 915, 1188, 1367],
  TN: [745, 800, 980, 1272, 1464],
  TX: [783, 840, 1030, 1337, 1539],
  UT: [912, 979, 1200, 1558, 1793],
  VA: [851, 914, 1120, 1454, 1673],
  VT: [1102, 1183, 1450, 1882, 2166],
  WA: [1102, 1183, 1450, 1882, 2166],
  WI: [760, 816, 1000, 1298, 1494],
  WV: [699, 751, 920, 1194, 1374],
  WY: [798, 857, 1050, 1363, 1569],
};

/** HUD's extra-bedroom rule: each bedroom beyond four adds 15% of the 4-bedroom level. */
export const EXTRA_BEDROOM_STEP = 0.15;

/** The national fallback for a code that is not a state: the median of the state levels. */
function nationalRow(): RentLevelRow {
  const rows = Object.values(STATE_RENT_LEVELS);
  const column = (i: number) => {
    const values = rows.map((row) => row[i] as number).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)] as number;
  };
  return [column(0), column(1), column(2), column(3), column(4)];
}

const NATIONAL_ROW = nationalRow();

/**
 * The monthly rent level for a state and bedroom count: the table for 0 to 4 bedrooms, HUD's extra-bedroom rule
 * above four (6 stands for 6+), the national median row for an unknown state code.
 */
export function rentLevel(state: string, bedrooms: number): number {
  const row = STATE_RENT_LEVELS[state.trim().toUpperCase()] ?? NATIONAL_ROW;
  const beds = Number.isFinite(bedrooms) ? Math.max(0, Math.floor(bedrooms)) : 2;
  if (beds <= 4) return row[beds] as number;
  const extra = Math.min(beds, 6) - 4;
  return Math.round(row[4] * (1 + EXTRA_BEDROOM_STEP * extra));
}
