// The one place that chooses where the shop's files live: this machine's disk, or an S3-compatible
// bucket when S3_BUCKET is set (several instances behind a load balancer; decision 0781).
import type { Config } from '../../config.ts';
import type { FileStore } from './file-store.ts';
import { LocalFileStore } from './local-file-store.ts';
import { S3FileStore } from './s3-file-store.ts';

export function openFileStore(config: Pick<Config, 'dataDir' | 's3'>): FileStore {
  return config.s3 ? new S3FileStore(config.s3, config.dataDir) : new LocalFileStore(config.dataDir);
}
