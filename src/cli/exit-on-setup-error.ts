import { ConfigError } from '#server/config';
import { DatabaseUnavailableError } from '#server/db/client';

/**
 * Runs a command that reads the configuration and opens the database; a bad setting or an unreachable database ends
 * it with the message alone and exit code 78 (configuration error), anything else as the error it is.
 */
export async function exitOnSetupError(command: () => Promise<void>): Promise<void> {
  try {
    await command();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
}
