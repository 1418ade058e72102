// The built-in rent benchmarks (docs/product.md#benchmark-tables): the compact tables committed in ./data (made by
// `npm run benchmarks:build` from HUD's and the Census Bureau's public-domain files), read once, on the first lookup,
// into Maps. The product never reads the raw files. Lookup rules (docs/decisions/040-rent-benchmarks.md):
// ZIP -> main county (HUD-USPS crosswalk) -> the county's FY2026 FMR row (in New England the town row whose name
// matches the ZIP's USPS city or the user's city, else the county's most populous row) -> its CBSA (metro rows
// only) -> ACS median gross rent; the FY2024 SAFMR by ZIP; the state level by the ZIP's state, else the query's.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type AcsFigure,
  type AreaBenchmarks,
  type BedroomLevels,
  type FmrFigure,
  type SafmrFigure,
  type StateLevelFigure,
} from '#core/benchmarks/rent-benchmarks';
import { ACS_RELEASE, FMR_RELEASE, SAFMR_RELEASE, STATE_LEVEL_RELEASE } from '#core/benchmarks/benchmark-texts';
import type { BenchmarkQuery, RentBenchmarks } from './benchmark-port';
import {
  BENCHMARK_TABLES,
  NATIONAL_LEVEL_KEY,
  cbsaOfAreaCode,
  chooseCountyRow,
  forEachTableRow,
  zipFive,
  type BenchmarkTableName,
} from './benchmark-tables';

/** Where the committed tables are. */
const DEFAULT_BENCHMARKS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data');

interface FmrRow {
  readonly figure: FmrFigure;
  readonly town: string | null;
  readonly population: number;
  readonly state: string;
}

interface Tables {
  safmrAreas: { code: string; name: string }[];
  /** ZIP -> its line of safmr-by-zip.tsv, parsed only when looked up. */
  safmr: Map<string, string>;
  /** ZIP -> its line of zip-county.tsv. */
  zipCounty: Map<string, string>;
  fmr: Map<string, FmrRow[]>;
  acs: Map<string, AcsFigure>;
  stateLevels: Map<string, StateLevelFigure>;
}

function levels(fields: readonly string[], from: number): BedroomLevels {
  const values = fields.slice(from, from + 5).map(Number);
  if (values.length !== 5 || values.some((v) => !Number.isFinite(v))) throw new Error(`bad rents: ${fields.join(' ')}`);
  return values as unknown as BedroomLevels;
}

function loadTables(dir: string): Tables {
  const read = (table: BenchmarkTableName) => readFileSync(path.join(dir, BENCHMARK_TABLES[table].file), 'utf8');
  const tables: Tables = {
    safmrAreas: [],
    safmr: new Map(),
    zipCounty: new Map(),
    fmr: new Map(),
    acs: new Map(),
    stateLevels: new Map(),
  };
  forEachTableRow(read('safmrAreas'), 'safmrAreas', ([area, code, name]) => {
    if (Number(area) !== tables.safmrAreas.length)
      throw new Error(`${BENCHMARK_TABLES.safmrAreas.file}: area ${area} out of order`);
    tables.safmrAreas.push({ code: code as string, name: name as string });
  });
  forEachTableRow(read('safmr'), 'safmr', ([zip], line) => tables.safmr.set(zip as string, line));
  forEachTableRow(read('zipCounty'), 'zipCounty', ([zip], line) => tables.zipCounty.set(zip as string, line));
  forEachTableRow(read('fmr'), 'fmr', (fields) => {
    const [county, town, areaCode, areaName, countyName, state, pop] = fields as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const fy26Two = Number(fields[9]);
    const fy24Two = Number(fields[12]);
    const row: FmrRow = {
      town: town || null,
      population: Number(pop),
      state,
      figure: {
        county,
        countyName,
        town: town || null,
        areaCode,
        areaName,
        levels: levels(fields, 7),
        trendSinceFy2024: fy24Two > 0 ? fy26Two / fy24Two : null,
        release: FMR_RELEASE,
        year: 'FY2026',
      },
    };
    tables.fmr.set(county, [...(tables.fmr.get(county) ?? []), row]);
  });
  forEachTableRow(read('acs'), 'acs', ([cbsa, name, rent]) => {
    tables.acs.set(cbsa as string, {
      cbsa: cbsa as string,
      areaName: name as string,
      medianGrossRent: Number(rent),
      release: ACS_RELEASE,
      year: '2019–2023',
    });
  });
  forEachTableRow(read('stateLevels'), 'stateLevels', (fields) => {
    const state = fields[0] as string;
    tables.stateLevels.set(state, { state, levels: levels(fields, 3), release: STATE_LEVEL_RELEASE });
  });
  return tables;
}

function safmrFigure(tables: Tables, line: string | undefined): SafmrFigure | null {
  if (line === undefined) return null;
  const fields = line.split('\t');
  const area = tables.safmrAreas[Number(fields[1])];
  if (!area) throw new Error(`${BENCHMARK_TABLES.safmr.file}: unknown area in "${line}"`);
  return {
    zip: fields[0] as string,
    areaCode: area.code,
    areaName: area.name,
    levels: levels(fields, 2),
    release: SAFMR_RELEASE,
    year: 'FY2024',
  };
}

/**
 * The benchmarks of the tables in `dir` (default: the committed ones), read on the first lookup. A state code
 * without a row (a territory other than Puerto Rico, a typo) gets the national row, whose `state` is 'US'.
 */
export function createTableBenchmarks(dir: string = DEFAULT_BENCHMARKS_DIR): RentBenchmarks {
  let tables: Tables | undefined;
  return {
    lookup(query: BenchmarkQuery): AreaBenchmarks {
      tables ??= loadTables(dir);
      const zip = zipFive(query.zip);
      const crosswalk = zip ? tables.zipCounty.get(zip)?.split('\t') : undefined;
      const county = crosswalk?.[1] ?? null;
      const uspsCity = crosswalk?.[2] ?? null;
      const state = crosswalk?.[3] || query.state.trim().toUpperCase();
      const fmrRow = county ? chooseCountyRow(tables.fmr.get(county) ?? [], [uspsCity, query.city])?.row : undefined;
      const fmr = fmrRow?.figure ?? null;
      const cbsa = fmr ? cbsaOfAreaCode(fmr.areaCode) : null;
      return {
        zip: zip ?? query.zip.trim(),
        county,
        state,
        safmr: zip ? safmrFigure(tables, tables.safmr.get(zip)) : null,
        fmr,
        acs: cbsa ? (tables.acs.get(cbsa) ?? null) : null,
        stateLevel: tables.stateLevels.get(state) ?? tables.stateLevels.get(NATIONAL_LEVEL_KEY) ?? null,
      };
    },
  };
}

let shared: RentBenchmarks | undefined;

/** The one instance over the committed tables, so every caller shares one load. */
export function tableBenchmarks(): RentBenchmarks {
  shared ??= createTableBenchmarks();
  return shared;
}
