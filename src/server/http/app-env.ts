import type { Logger } from 'pino';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';

/** What every request handler can reach: set once per app in createApp. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    deps: AppDeps;
  };
}
