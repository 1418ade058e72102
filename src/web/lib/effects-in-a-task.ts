import { options } from 'preact';

// Preact (decision 086) runs effects (useEffect) on the next animation frame, or after 35 ms without one; React runs
// them in a task of their own right after the render (a MessageChannel message). Animation frames stop in a hidden
// tab, and both frames and timers stand still under a paused clock: the page's effects (loading its data, marking it
// ready, focusing a field) would wait. Run them in a task right after the render, as React does. Imported once by
// each entry, before it renders.
const channel = new MessageChannel();
const waiting: (() => void)[] = [];
channel.port1.onmessage = () => {
  for (const callback of waiting.splice(0)) callback();
};
options.requestAnimationFrame = (callback) => {
  waiting.push(callback);
  if (waiting.length === 1) channel.port2.postMessage(null);
};
