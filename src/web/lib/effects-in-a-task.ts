import { options } from 'preact';
import { inNextTask } from './next-task';

// Preact (decision 086) runs effects (useEffect) on the next animation frame, or after 35 ms without one; React runs
// them in a task of their own right after the render (a MessageChannel message). Animation frames stop in a hidden
// tab, and both frames and timers stand still under a paused clock: the page's effects (loading its data, marking it
// ready, focusing a field) would wait. Run them in a task right after the render, as React does (next-task.ts).
// Imported once by each entry, before it renders.
options.requestAnimationFrame = inNextTask;
