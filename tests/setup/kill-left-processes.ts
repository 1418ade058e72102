import { afterAll } from 'vitest';
import { killOwnedProcesses } from '../helpers/child-processes';

// When a test file ends, every process it started through spawnOwned (tests/helpers/child-processes.ts) and did not
// stop is killed with its process group: a test that timed out or threw before its clean-up leaves nothing running
// (issue 33). Registered first, this hook runs after the file's own afterAll hooks.
afterAll(() => {
  killOwnedProcesses('SIGKILL');
});
