/**
 * What `npm start`'s launcher and a cluster primary send a server process to make it drain and exit (decision 080).
 * A message rather than a second SIGTERM: a process group stopped at once signals the server itself too, and the
 * same signal twice ends a process at once.
 */
export const STOP_MESSAGE = 'rentvalue:stop';
