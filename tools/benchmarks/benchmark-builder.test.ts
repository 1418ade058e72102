import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localGrossRent } from '#core/benchmarks/rent-benchmarks';
import { BENCHMARK_TABLES } from '#server/providers/benchmarks/benchmark-tables';
import { createTableBenchmarks } from '#server/providers/benchmarks/table-benchmarks';
import { SOURCE_FILES, buildBenchmarks, parseCensusDollars, type TableSummary } from './benchmark-builder';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const FIXTURES = path.join(here, 'fixtures');

let out: string;
let summaries: TableSummary[];
const temps: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rentvalue-benchmarks-'));
  temps.push(dir);
  return dir;
}
/** The data lines of a built table (no comments, no header). */
function rows(dir: string, file: string): string[] {
  return readFileSync(path.join(dir, file), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .slice(1);
}

beforeAll(() => {
  out = tempDir();
  summaries = buildBenchmarks({ sourceDir: FIXTURES, outDir: out });
});
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe('buildBenchmarks on the fixtures', () => {
  it('writes the six tables and says what each holds', () => {
    expect(summaries.map((s) => [s.file, s.rows])).toEqual([
      ['fmr-by-county.tsv', 8],
      ['zip-county.tsv', 9],
      ['safmr-areas.tsv', 6],
      ['safmr-by-zip.tsv', 7],
      ['acs-by-cbsa.tsv', 6],
      ['state-levels.tsv', 7],
    ]);
    expect(readdirSync(out).sort()).toEqual(
      Object.values(BENCHMARK_TABLES)
        .map((t) => t.file)
        .sort(),
    );
    for (const s of summaries) expect(s.bytes).toBe(readFileSync(path.join(out, s.file)).length);
  });

  it('names the source file and release in each table’s header', () => {
    const safmr = readFileSync(path.join(out, 'safmr-by-zip.tsv'), 'utf8');
    expect(safmr).toContain(
      '# Source: HUD FY2024 Small Area Fair Market Rents (revised), fy2024_safmrs_revised.csv, public domain (17 U.S.C. § 105)',
    );
    const fmr = readFileSync(path.join(out, 'fmr-by-county.tsv'), 'utf8');
    expect(fmr).toContain('# Source: HUD FY2026 Fair Market Rents, FY26_FMRs.csv, public domain');
    expect(fmr).toContain('# Source: HUD FY2024 Fair Market Rents, FY2024_FMRs.csv, public domain');
    expect(readFileSync(path.join(out, 'acs-by-cbsa.tsv'), 'utf8')).toContain('ACSDP5Y2023.DP04-Data.csv');
    expect(readFileSync(path.join(out, 'zip-county.tsv'), 'utf8')).toContain('ZIP_COUNTY_092024.csv');
  });

  it('fmr-by-county: FY2026 rows with the FY2024 2-bedroom FMR of the same FIPS (Connecticut by town code)', () => {
    expect(rows(out, 'fmr-by-county.tsv')).toEqual([
      '09110\tHartford town\tMETRO25540M25540\tHartford-West Hartford-East Hartford, CT MSA\tCapitol Planning Region\tCT\t119970\t1286\t1477\t1865\t2236\t2537\t1654',
      '25009\tHaverhill city\tMETRO14460MM4160\tLawrence, MA-NH HUD Metro FMR Area\tEssex County\tMA\t67387\t1565\t1730\t2270\t2722\t3006\t1917',
      '25009\tLynn city\tMETRO14460MM1120\tBoston-Cambridge-Quincy, MA-NH HUD Metro FMR Area\tEssex County\tMA\t100905\t2359\t2476\t2941\t3526\t3894\t2827',
      '30017\t\tNCNTY30017N30017\tCuster County, MT\tCuster County\tMT\t11957\t1109\t1226\t1608\t2154\t2322\t1044',
      // Cleveland's area code changed between the years; the FIPS join still finds FY2024's $1,108.
      '39035\t\tMETRO17410N17460\tCleveland, OH HUD Metro FMR Area\tCuyahoga County\tOH\t1256620\t933\t1058\t1279\t1646\t1760\t1108',
      '39153\t\tMETRO10420M10420\tAkron, OH MSA\tSummit County\tOH\t539361\t904\t985\t1268\t1547\t1681\t1039',
      '48453\t\tMETRO12420M12420\tAustin-Round Rock-San Marcos, TX MSA\tTravis County\tTX\t1289054\t1474\t1562\t1852\t2347\t2760\t1924',
      '72127\t\tMETRO41980MM7440\tSan Juan-Guaynabo, PR HUD Metro FMR Area\tSan Juan Municipio\tPR\t340903\t559\t572\t663\t868\t1046\t668',
    ]);
  });

  it('zip-county: the main county by residential share, by all addresses when there are none', () => {
    expect(rows(out, 'zip-county.tsv')).toEqual([
      '00901\t72127\t\tPR',
      // Essex County has several FMR rows (towns): the USPS city is kept to find the town.
      '01830\t25009\tHAVERHILL\tMA',
      '01901\t25009\tLYNN\tMA',
      '06103\t09110\t\tCT',
      // No residential address: 75% of all addresses are in Charlottesville city.
      '22908\t51540\t\tVA',
      '44113\t39035\t\tOH',
      // 96% of Brecksville's homes are in Cuyahoga County, 4% in Summit.
      '44141\t39035\t\tOH',
      '59301\t30017\t\tMT',
      '78701\t48453\t\tTX',
    ]);
  });

  it('safmr-by-zip: one row per ZIP; a ZIP in two areas keeps its county’s area', () => {
    const areas = rows(out, 'safmr-areas.tsv').map((line) => line.split('\t'));
    const areaOf = (zipRow: string) => areas[Number(zipRow.split('\t')[1])]?.[1];
    const safmr = rows(out, 'safmr-by-zip.tsv');
    expect(safmr.map((line) => line.split('\t')[0])).toEqual([
      '00901',
      '01830',
      '01901',
      '06103',
      '44113',
      '44141',
      '78701',
    ]);
    expect(areas.map((a) => a[0])).toEqual(['0', '1', '2', '3', '4', '5']);
    const brecksville = safmr.find((line) => line.startsWith('44141')) as string;
    // The file lists Akron first; Cuyahoga County's FY2024 area is Cleveland-Elyria.
    expect(areaOf(brecksville)).toBe('METRO17460M17460');
    expect(brecksville.split('\t').slice(2)).toEqual(['1210', '1370', '1660', '2150', '2290']);
    expect(areaOf(safmr.find((line) => line.startsWith('78701')) as string)).toBe('METRO12420M12420');
    expect(summaries.find((s) => s.file === 'safmr-by-zip.tsv')?.note).toMatch(
      /^1 ZIPs in two or more areas: 1 by the area of their county row/,
    );
  });

  it('acs-by-cbsa: the median gross rent, without the label row, suppressed cells left out, top codes at their bound', () => {
    expect(rows(out, 'acs-by-cbsa.tsv')).toEqual([
      '12420\tAustin-Round Rock-San Marcos, TX Metro Area\t1646',
      '14460\tBoston-Cambridge-Newton, MA-NH Metro Area\t1940',
      '17410\tCleveland, OH Metro Area\t996',
      '25540\tHartford-West Hartford-East Hartford, CT Metro Area\t1357',
      '41980\tSan Juan-Bayamón-Caguas, PR Metro Area\t607',
      '99902\tTopcode, ZZ Metro Area\t3500',
    ]);
  });

  it('state-levels: the population-weighted median of the county and town rows, and the national row', () => {
    expect(rows(out, 'state-levels.tsv')).toEqual([
      'CT\t1\t119970\t1286\t1477\t1865\t2236\t2537',
      // Lynn (100,905 people) outweighs Haverhill (67,387).
      'MA\t2\t168292\t2359\t2476\t2941\t3526\t3894',
      'MT\t1\t11957\t1109\t1226\t1608\t2154\t2322',
      // Cuyahoga (1,256,620) outweighs Summit (539,361).
      'OH\t2\t1795981\t933\t1058\t1279\t1646\t1760',
      'PR\t1\t340903\t559\t572\t663\t868\t1046',
      'TX\t1\t1289054\t1474\t1562\t1852\t2347\t2760',
      // All 8 rows: 3,726,157 people; the median person's county for 2 bedrooms is Cuyahoga ($1,279).
      'US\t8\t3726157\t933\t1058\t1279\t1646\t1760',
    ]);
  });

  it('gives the lookup what it needs: the tables load and answer', () => {
    const benchmarks = createTableBenchmarks(out);
    const austin = benchmarks.lookup({ zip: '78701', state: 'TX' });
    expect(austin.county).toBe('48453');
    expect(austin.safmr?.levels).toEqual([2280, 2460, 2890, 3710, 4270]);
    expect(austin.fmr?.trendSinceFy2024).toBeCloseTo(1852 / 1924, 10);
    expect(austin.acs?.medianGrossRent).toBe(1646);
    expect(localGrossRent(austin, 2)?.basis).toBe('safmr');

    const haverhill = benchmarks.lookup({ zip: '01830', state: 'MA' });
    expect(haverhill.fmr?.town).toBe('Haverhill city');
    expect(haverhill.acs?.cbsa).toBe('14460');
    expect(benchmarks.lookup({ zip: '01901', state: 'MA' }).fmr?.town).toBe('Lynn city');

    expect(benchmarks.lookup({ zip: '44141', state: 'OH' }).safmr?.areaCode).toBe('METRO17460M17460');
    const hartford = benchmarks.lookup({ zip: '06103', state: 'CT' });
    expect(hartford.fmr?.trendSinceFy2024).toBeCloseTo(1865 / 1654, 10);

    const milesCity = benchmarks.lookup({ zip: '59301', state: 'MT' });
    expect(milesCity).toMatchObject({ safmr: null, acs: null });
    expect(localGrossRent(milesCity, 2)).toEqual({ rent: 1608, basis: 'fmr' });

    const unknown = benchmarks.lookup({ zip: '99999', state: 'TX' });
    expect(unknown).toMatchObject({ county: null, safmr: null, fmr: null, acs: null, stateLevel: { state: 'TX' } });
    expect(benchmarks.lookup({ zip: '99999', state: 'WY' }).stateLevel?.state).toBe('US');
  });

  it('stops with the file and column when a source has another layout', () => {
    const source = tempDir();
    cpSync(FIXTURES, source, { recursive: true });
    const file = path.join(source, SOURCE_FILES.fmr2026);
    writeFileSync(file, readFileSync(file, 'utf8').replace('pop2023', 'pop2020'));
    expect(() => buildBenchmarks({ sourceDir: source, outDir: tempDir() })).toThrow(
      'FY26_FMRs.csv: missing column(s) pop2023',
    );
  });
});

describe('npm run benchmarks:build', () => {
  // A process of its own (node with tsx compiling the builder): seconds on a quiet machine, more at a load of 8; the
  // limit catches a hang, not a busy machine (`npm run test:stress` timed it out at Vitest's 5 s default).
  it('takes --source and --out and prints one line per table', () => {
    const dir = tempDir();
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'build-benchmarks.ts'), '--source', FIXTURES, '--out', dir],
      { cwd: root, encoding: 'utf8' },
    );
    const lines = output.trim().split('\n');
    expect(lines).toHaveLength(7);
    expect(lines[0]).toMatch(/^fmr-by-county\.tsv: 8 rows, \d+\.\d kB \(/);
    expect(lines[6]).toMatch(/^6 tables, /);
    for (const { file } of Object.values(BENCHMARK_TABLES)) {
      expect(readFileSync(path.join(dir, file), 'utf8'), file).toBe(readFileSync(path.join(out, file), 'utf8'));
    }
  }, 120_000);
});

describe('parseCensusDollars', () => {
  it('reads dollars, and the Census Bureau’s codes as missing', () => {
    expect(parseCensusDollars('1646')).toBe(1646);
    expect(parseCensusDollars(' 1,646 ')).toBe(1646);
    expect(parseCensusDollars('$2,794')).toBe(2794);
    expect(parseCensusDollars('3,500+')).toBe(3500);
    expect(parseCensusDollars('100-')).toBe(100);
    for (const code of ['-', '(X)', 'N', '**', '***', '*****', '', '-666666666', '0']) {
      expect(parseCensusDollars(code), code).toBeNull();
    }
  });
});
