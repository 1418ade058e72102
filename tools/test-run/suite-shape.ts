import os from 'node:os';

// How much of the suite runs at once, from the machine it runs on (issue 33, decision 077): the cores this process
// may use (os.availableParallelism(), which honours `taskset`) and the memory free now. A 2-core machine runs fewer
// things at once than an 8-core laptop; the numbers below are what the measurements in decision 077 support.

/** Memory a test worker takes at its peak (a Vitest fork with the server, PGlite and a report run), in GiB. */
const TEST_WORKER_GIB = 0.75;
/** A browser worker: its Vitest fork and its Chromium with a few contexts open. */
const BROWSER_WORKER_GIB = 1.5;

/** How the phases follow one another (lint, typecheck, the web build, unit + integration, browser). */
type SuiteOrder =
  /** 4 cores or more: everything at once, the browser tests from the end of the build. */
  | 'together'
  /**
   * 2 or 3 cores: the build alone, then the browser tests (the longest phase) beside the unit and integration tests,
   * and beside lint and typecheck once those are done.
   */
  | 'browser-first'
  /** 1 core: one phase after another. */
  | 'in-turn';

export interface SuiteShape {
  readonly cores: number;
  readonly freeMemoryGiB: number;
  /** Workers of the unit + integration run (Vitest's maxWorkers). */
  readonly testWorkers: number;
  /** Workers of the browser run, each with its own Chromium. */
  readonly browserWorkers: number;
  readonly order: SuiteOrder;
}

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, value));

export function suiteShape(cores = os.availableParallelism(), freeMemoryGiB = os.freemem() / 2 ** 30): SuiteShape {
  const byMemory = (gib: number) => Math.max(1, Math.floor(freeMemoryGiB / gib));
  if (cores >= 4) {
    // Lint, typecheck and the build take about two cores while they run; the rest is for the tests.
    return {
      cores,
      freeMemoryGiB,
      testWorkers: clamp(Math.floor(cores / 2), 2, byMemory(TEST_WORKER_GIB)),
      browserWorkers: clamp(Math.floor(cores / 4), 1, byMemory(BROWSER_WORKER_GIB)),
      order: 'together',
    };
  }
  if (cores === 1) {
    return { cores, freeMemoryGiB, testWorkers: 1, browserWorkers: 1, order: 'in-turn' };
  }
  // 2 or 3 cores. The browser run is the long pole: its journeys wait on pages, timers and a server as much as on the
  // CPU (one browser worker alone keeps 2 cores about three quarters busy), so it starts first, with two workers,
  // and the rest fills the CPU beside it (decision 077, measured there).
  return {
    cores,
    freeMemoryGiB,
    testWorkers: clamp(cores, 1, byMemory(TEST_WORKER_GIB)),
    browserWorkers: clamp(2, 1, byMemory(BROWSER_WORKER_GIB)),
    order: 'browser-first',
  };
}

/** One line for the start of `npm test`: what the machine has and what runs at once. */
export function describeShape(shape: SuiteShape): string {
  const machine = `${shape.cores} core${shape.cores === 1 ? '' : 's'}, ${shape.freeMemoryGiB.toFixed(1)} GiB free`;
  const tests = `unit + integration on ${shape.testWorkers} worker${shape.testWorkers === 1 ? '' : 's'}`;
  const browser = `browser on ${shape.browserWorkers} worker${shape.browserWorkers === 1 ? '' : 's'}`;
  const order = {
    together: `lint, typecheck, build and ${tests} side by side, ${browser} from the end of the build`,
    'browser-first': `build, then ${browser} beside ${tests}, then beside lint and typecheck`,
    'in-turn': `lint, typecheck, build, ${tests}, ${browser}, one after another`,
  }[shape.order];
  return `Machine: ${machine}. ${order}.`;
}
