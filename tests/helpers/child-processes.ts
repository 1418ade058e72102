import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

// Every process a test starts (a server, a CLI, nginx) goes through spawnOwned: it runs in a process group of its
// own (detached), so that stopping it stops what it started in turn (a cluster's workers, tsx's child), and it is
// remembered until it exits. What a test did not stop (it timed out, it threw before its clean-up) is killed with its
// group when the test file ends (tests/setup/fail-on-console-error.ts calls killOwnedProcesses in afterAll) and, at
// the latest, when the test process exits. `npm test` then checks that none of its processes is left (issue 33).

// Kept after a child exits: the group may outlive its leader (a cluster's workers), and a group's id is not reused
// while any member lives.
const started = new Set<ChildProcess>();
let exitHooked = false;

/** spawn() in a process group of its own, killed with its group when the file ends or this process exits. */
export function spawnOwned(command: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  started.add(child);
  if (!exitHooked) {
    exitHooked = true;
    process.once('exit', () => killOwnedProcesses('SIGKILL'));
  }
  return child;
}

/** Sends `signal` to the child's whole process group (the child and whatever it started). */
function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}

/** Kills the group of every process started with spawnOwned since the last call; returns how many were running. */
export function killOwnedProcesses(signal: NodeJS.Signals = 'SIGKILL'): number {
  const all = [...started];
  started.clear();
  for (const child of all) killGroup(child, signal);
  return all.filter((child) => child.exitCode === null && child.signalCode === null).length;
}
