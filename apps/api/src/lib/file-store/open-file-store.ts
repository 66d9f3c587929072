// The one place that chooses where the shop's files live: today this machine's disk. Several
// instances behind a load balancer need a shared store, chosen here from the configuration.
import type { Config } from '../../config.ts';
import type { FileStore } from './file-store.ts';
import { LocalFileStore } from './local-file-store.ts';

export function openFileStore(config: Pick<Config, 'dataDir'>): FileStore {
  return new LocalFileStore(config.dataDir);
}
