import os from 'node:os';

// How much of the suite runs at once, from the machine it runs on (issue 33, decision 077): the cores this process
// may use (os.availableParallelism(), which honours `taskset`) and the memory free now. A 2-core machine runs fewer
// things at once than an 8-core laptop; the numbers below are what the measurements in decision 077 support.

/** Memory a test worker takes at its peak (a Vitest fork with the server, PGlite and a report run), in GiB. */
const TEST_WORKER_GIB = 0.75;
/** A browser worker: its Vitest fork and its Chromium with a few contexts open. */
const BROWSER_WORKER_GIB = 1.5;

export interface SuiteShape {
  readonly cores: number;
  readonly freeMemoryGiB: number;
  /** Workers of the unit + integration run (Vitest's maxWorkers). */
  readonly testWorkers: number;
  /** Workers of the browser run, each with its own Chromium. */
  readonly browserWorkers: number;
  /**
   * true: lint, typecheck and the build run first, side by side, then the tests (fewer than 4 cores: nothing
   * CPU-bound competes with the tests' timers). false: everything from the start, the browser tests from the end of
   * the build.
   */
  readonly checksFirst: boolean;
  /** true: the browser tests run beside the unit and integration tests; false: after them (one core). */
  readonly browserBesideTests: boolean;
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
      checksFirst: false,
      browserBesideTests: true,
    };
  }
  // 2 cores: two test workers (the integration files wait on sockets, timers and child processes much of the time)
  // beside one browser worker. 1 core: one thing at a time.
  return {
    cores,
    freeMemoryGiB,
    testWorkers: clamp(cores, 1, byMemory(TEST_WORKER_GIB)),
    browserWorkers: 1,
    checksFirst: true,
    browserBesideTests: cores >= 2,
  };
}

/** One line for the start of `npm test`: what the machine has and what runs at once. */
export function describeShape(shape: SuiteShape): string {
  const machine = `${shape.cores} core${shape.cores === 1 ? '' : 's'}, ${shape.freeMemoryGiB.toFixed(1)} GiB free`;
  const tests = `unit + integration on ${shape.testWorkers} worker${shape.testWorkers === 1 ? '' : 's'}`;
  const browser = `browser on ${shape.browserWorkers} worker${shape.browserWorkers === 1 ? '' : 's'}`;
  const order = shape.checksFirst
    ? `lint, typecheck and build side by side, then ${tests} ${shape.browserBesideTests ? 'beside' : 'then'} ${browser}`
    : `lint, typecheck, build and ${tests} side by side, ${browser} from the end of the build`;
  return `Machine: ${machine}. ${order}.`;
}
