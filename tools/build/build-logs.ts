import type { RolldownOptions } from 'rolldown';

/**
 * The bundler's notes that say nothing about our build, left out of its log (the app's and the islands' builds):
 * React Server Components' "use client" in the React libraries means nothing to a browser bundle, and the router
 * looks for React 19's useOptimistic, which Preact has not (decision 086), and does without it.
 */
export const quietBuildLog: NonNullable<RolldownOptions['onLog']> = (level, log, handler) => {
  if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
  if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
  handler(level, log);
};
