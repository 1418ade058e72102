import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { processesLeft } from './left-processes';

describe('processesLeft', () => {
  it('names a process started afterwards in the checkout, and no longer once it is gone', async () => {
    const root = process.cwd();
    const child = spawn('sleep', ['60'], { cwd: root, stdio: 'ignore' });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const pid = child.pid!;
      expect(processesLeft(root)).toContainEqual({ pid, command: 'sleep 60' });
      // Elsewhere, or started before the process it is asked about: not this run's.
      expect(processesLeft('/nowhere/else')).toEqual([]);
      expect(processesLeft(root, pid)?.map((p) => p.pid)).not.toContain(pid);
    } finally {
      child.kill('SIGKILL');
    }
    await exited;
    expect(processesLeft(root)?.map((p) => p.pid)).not.toContain(child.pid);
  });
});
