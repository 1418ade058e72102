// The layout of the committed benchmark tables (./data/*.tsv), shared by their builder
// (tools/benchmarks/build-benchmarks.ts) and their reader (table-benchmarks.ts), and the one rule both apply to a
// county of New England, where HUD sets FMRs by town: which of the county's rows a ZIP code belongs to.
//
// Each table is UTF-8 text: `#` comment lines (what the table holds, its source file and release), one header line
// of column names, then one tab-separated row per line, sorted by key, so a new release shows as a readable diff.
// Reads: docs/decisions/040-rent-benchmarks.md.

export const BENCHMARK_TABLES = {
  safmrAreas: {
    file: 'safmr-areas.tsv',
    columns: ['area', 'hud_area_code', 'hud_area_name'],
  },
  safmr: {
    file: 'safmr-by-zip.tsv',
    columns: ['zip', 'area', 'safmr_0', 'safmr_1', 'safmr_2', 'safmr_3', 'safmr_4'],
  },
  fmr: {
    file: 'fmr-by-county.tsv',
    columns: [
      'county',
      'town',
      'hud_area_code',
      'hud_area_name',
      'county_name',
      'state',
      'pop2023',
      'fmr_0',
      'fmr_1',
      'fmr_2',
      'fmr_3',
      'fmr_4',
      'fy2024_fmr_2',
    ],
  },
  zipCounty: {
    file: 'zip-county.tsv',
    columns: ['zip', 'county', 'city', 'state'],
  },
  acs: {
    file: 'acs-by-cbsa.tsv',
    columns: ['cbsa', 'name', 'median_gross_rent'],
  },
  stateLevels: {
    file: 'state-levels.tsv',
    columns: ['state', 'rows', 'pop2023', 'fmr_0', 'fmr_1', 'fmr_2', 'fmr_3', 'fmr_4'],
  },
} as const;

export type BenchmarkTableName = keyof typeof BENCHMARK_TABLES;

/** The state-levels row for the whole country (50 states, DC and Puerto Rico): the fallback for any other code. */
export const NATIONAL_LEVEL_KEY = 'US';

/** The six New England states, where HUD's FMR rows are towns rather than counties. */
export const NEW_ENGLAND_STATES: ReadonlySet<string> = new Set(['CT', 'ME', 'MA', 'NH', 'RI', 'VT']);

/**
 * Calls `row` with the fields of every data line of a table, after checking its header line against the expected
 * columns (a table of another layout stops the load with the file's name rather than giving wrong figures).
 */
export function forEachTableRow(
  text: string,
  table: BenchmarkTableName,
  row: (fields: string[], line: string) => void,
): void {
  const { file, columns } = BENCHMARK_TABLES[table];
  let header = false;
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const fields = line.split('\t');
    if (!header) {
      if (fields.join('\t') !== columns.join('\t')) {
        throw new Error(`${file}: expected the columns ${columns.join(', ')}, found ${fields.join(', ')}`);
      }
      header = true;
      continue;
    }
    if (fields.length !== columns.length) throw new Error(`${file}: ${fields.length} fields in line "${line}"`);
    row(fields, line);
  }
  if (!header) throw new Error(`${file}: no header line`);
}

// ---- Which row of a New England county a ZIP code belongs to ----

/** HUD's kinds of New England county subdivision, written after the name ("Andover town", "Barnstable Town city"). */
const SUBDIVISION_KIND = /\s(TOWN|CITY|PLANTATION|UT|GRANT|PURCHASE|TOWNSHIP|GORE|LOCATION)$/;
const WORD_ALIASES: Readonly<Record<string, string>> = { SAINT: 'ST', STE: 'ST', FORT: 'FT', MOUNT: 'MT' };
/** Compass words in front of a village's name: "West Newton" is a village of Newton. */
const LEADING_DIRECTION = /^(NORTH|SOUTH|EAST|WEST) (?=\S)/;
/** Words after a village's name: "Newton Upper Falls", "Wellesley Hills", "York Harbor", "Lenox Dale". */
const TRAILING_FEATURE =
  /(?<=\S) (CENTER|CENTRE|VILLAGE|HEIGHTS|HILLS|HIGHLANDS|FALLS|UPPER|LOWER|JUNCTION|DEPOT|BEACH|HARBOR|POINT|DALE)$/;

/**
 * A place name reduced for comparison: case, accents, punctuation, HUD's subdivision kind, Saint/St, and the
 * -borough/-boro spelling (USPS "FOXBORO" is HUD's "Foxborough town") do not count.
 */
export function placeKey(name: string): string {
  let key = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/['’]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
  for (let previous = ''; previous !== key;) {
    previous = key;
    key = key.replace(SUBDIVISION_KIND, '');
  }
  return key
    .split(' ')
    .map((word) => WORD_ALIASES[word] ?? word.replace(/BOROUGH$/, 'BORO'))
    .join(' ');
}

/** The keys a city name may match a town by, closest first: the name, then without compass or feature words. */
export function placeKeyCandidates(city: string): string[] {
  const full = placeKey(city);
  if (full === '') return [];
  const stripTail = (key: string) => {
    for (let previous = ''; previous !== key;) {
      previous = key;
      key = key.replace(TRAILING_FEATURE, '');
    }
    return key;
  };
  const noDirection = full.replace(LEADING_DIRECTION, '');
  return [...new Set([full, noDirection, stripTail(full), stripTail(noDirection)])].filter((key) => key !== '');
}

export interface CountyRowChoice<T> {
  readonly row: T;
  /** only: the county has one row; town: a town's name matched; population: the county's most populous row. */
  readonly by: 'only' | 'town' | 'population';
}

/**
 * The row of a county a ZIP code belongs to. Outside New England a county has one row. In New England it has one
 * per town: the town whose name matches one of the cities (the ZIP's USPS preferred city first, then the city the
 * user wrote), else the county's most populous row. Among rows of the same name the more populous wins.
 */
export function chooseCountyRow<T extends { readonly town: string | null; readonly population: number }>(
  rows: readonly T[],
  cities: readonly (string | null | undefined)[],
): CountyRowChoice<T> | null {
  if (rows.length === 0) return null;
  const mostPopulous = (candidates: readonly T[]) =>
    candidates.reduce((best, row) => (row.population > best.population ? row : best));
  if (rows.length === 1) return { row: rows[0] as T, by: 'only' };
  const byKey = new Map<string, T[]>();
  for (const row of rows) {
    if (!row.town) continue;
    const key = placeKey(row.town);
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  for (const city of cities) {
    if (!city) continue;
    for (const key of placeKeyCandidates(city)) {
      const matches = byKey.get(key);
      if (matches) return { row: mostPopulous(matches), by: 'town' };
    }
  }
  return { row: mostPopulous(rows), by: 'population' };
}

/** The 5-digit ZIP code in a query ("78701", " 78701-1234 "), or null. */
export function zipFive(zip: string): string | null {
  return /^\s*(\d{5})(?:[-\s]?\d{4})?\s*$/.exec(zip)?.[1] ?? null;
}

/** The CBSA of a metro HUD area code: characters 6–10 of METRO12420M12420 (Austin) or METRO41860MM7360; else null. */
export function cbsaOfAreaCode(areaCode: string): string | null {
  return /^METRO(\d{5})/.exec(areaCode)?.[1] ?? null;
}
