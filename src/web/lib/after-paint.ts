/** The longest a task waits for the browser to go idle after the paint. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * Runs `task` once the browser has painted the next frame (the first one, on a fresh page): a frame callback runs
 * just before the paint, and the task right after it, or, with `idle`, when the browser next has a moment to spare
 * (at most a second later). Returns a function that cancels it. No React here: the entry (main.tsx) uses it before
 * the app's code is loaded.
 */
export function afterNextPaint(task: () => void, options: { idle?: boolean } = {}): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    if (options.idle && typeof requestIdleCallback === 'function')
      idle = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    else timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (idle !== undefined) cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
