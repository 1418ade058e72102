import { readFileSync } from 'node:fs';

/** A process and everything it started (a launcher's server, a cluster primary's workers), from /proc, parents first. */
export function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // Gone meanwhile.
  }
  return [pid, ...children.flatMap(processTree)];
}
