import type { Logger } from 'pino';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { RequestUser } from '../auth/request-user';
import type { Services } from '../services';

/** What every request handler can reach: set once per app in createApp. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  services: Services;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    deps: AppDeps;
    /** Looked up once per request by getCurrentUser. */
    sessionUser?: RequestUser | null;
  };
}
