// A task of its own right after the current one, as React schedules its effects (a MessageChannel message): neither an
// animation frame (none in a hidden tab) nor a timer (both stand still under a paused clock). Callbacks asked for
// during one task run together in the next (decision 086). The channel is made on first use only: an open port would
// keep Node running where this module is imported to render a page.
let channel: MessageChannel | undefined;
const waiting: (() => void)[] = [];

/** Runs `callback` in the next task. */
export function inNextTask(callback: () => void): void {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => {
      for (const waited of waiting.splice(0)) waited();
    };
  }
  waiting.push(callback);
  if (waiting.length === 1) channel.port2.postMessage(null);
}

/** Settles in the next task. */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => inNextTask(resolve));
}
