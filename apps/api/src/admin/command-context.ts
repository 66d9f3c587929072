// What a staff command needs besides its arguments: the clock and the shop's configuration (for
// the links in mails and where files live). The CLI passes nothing and gets the real ones.
import { loadConfig, type Config } from '../config.ts';

export interface CommandContext {
  now: Date;
  config: Pick<Config, 'publicUrl' | 'shopStaffEmail' | 'dataDir' | 's3'>;
}

export function defaultContext(): CommandContext {
  return { now: new Date(), config: loadConfig() };
}

/** A refusal the CLI prints as is (Japanese for the staff, who relay it to customers). */
export class CommandError extends Error {
  override readonly name = 'CommandError';
}
