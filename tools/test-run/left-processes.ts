import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

// What `npm test` left running (issue 33): every process started after the given one (by default this process)
// whose working folder or command line lies in the checkout, other than that process itself. A test server still
// listening after the run, a Chromium, a CLI a timed-out test started: each is named, and npm test fails.

export interface LeftProcess {
  readonly pid: number;
  readonly command: string;
}

/**
 * The process's start, in clock ticks since boot (/proc/PID/stat, field 22), its state and its parent; null when it is
 * gone.
 */
function stat(pid: number): { startTicks: number; state: string; parent: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: the fields after it count from its end.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0]!, parent: Number(fields[1]), startTicks: Number(fields[19]) };
  } catch {
    return null;
  }
}

/** `pid` and the processes it runs under, up to init: npm and its shell started in the same clock tick as this. */
function withAncestors(pid: number): Set<number> {
  const chain = new Set<number>();
  for (let at: number | undefined = pid; at !== undefined && at > 1 && !chain.has(at); at = stat(at)?.parent)
    chain.add(at);
  return chain;
}

/**
 * The processes started after `after` (a pid, this process by default) that run in `root` or name it, other than
 * `after`, the processes it runs under (npm and its shell may start in the same clock tick) and this process's own
 * esbuild service (tsx's, which ends with it);
 * null where there is no /proc to read (not Linux).
 */
export function processesLeft(root: string, after = process.pid): LeftProcess[] | null {
  let pids: number[];
  try {
    pids = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return null;
  }
  const since = stat(after)?.startTicks;
  if (since === undefined) return null;
  const inRoot = (text: string) => text === root || text.startsWith(`${root}/`) || text.includes(`${root}/`);
  const own = new Set([...withAncestors(after), ...withAncestors(process.pid)]);
  const left: LeftProcess[] = [];
  for (const pid of pids) {
    if (own.has(pid)) continue;
    const info = stat(pid);
    if (!info || info.startTicks < since || info.state === 'Z') continue;
    let cwd: string;
    let command: string;
    try {
      cwd = readlinkSync(`/proc/${pid}/cwd`);
      command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    } catch {
      continue; // Gone meanwhile, or not ours to read.
    }
    if (info.parent === process.pid && /\besbuild\b.* --service=/.test(command)) continue;
    if (inRoot(cwd) || inRoot(command)) left.push({ pid, command: command || `(pid ${pid})` });
  }
  return left;
}
