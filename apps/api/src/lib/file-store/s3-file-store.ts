// The file store in an S3-compatible bucket, for several instances behind a load balancer (issue 22,
// decision 0781). Bytes still arrive on this machine's disk first (staged as the local store does,
// so the content checks read them there), then stream to the bucket in 8 MB parts: a 100 MB artwork
// never sits whole in memory. Keys are the same `<area>/<random name>` as on disk.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkedKey, type FileArea, type FileStore, type StagedFile } from './file-store.ts';
import { LocalFileStore } from './local-file-store.ts';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible service's address; unset, AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Unset, the SDK's own chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path rather than the host name, as most S3-compatible services want. */
  forcePathStyle: boolean;
}

/** Parts of 8 MB, two at a time: at most about 16 MB of one upload in memory. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

const randomName = (): string => randomBytes(16).toString('base64url');

export class S3FileStore implements FileStore {
  readonly client: S3Client;
  readonly bucket: string;
  /** Stages on this machine's disk, as the local store does. */
  private readonly staging: LocalFileStore;

  constructor(settings: S3Settings, dataDir: string) {
    const clientConfig: S3ClientConfig = { region: settings.region, forcePathStyle: settings.forcePathStyle };
    if (settings.endpoint) clientConfig.endpoint = settings.endpoint;
    if (settings.credentials) clientConfig.credentials = settings.credentials;
    this.client = new S3Client(clientConfig);
    this.bucket = settings.bucket;
    this.staging = new LocalFileStore(dataDir);
  }

  stage(source: Readable): Promise<StagedFile> {
    return this.staging.stage(source);
  }

  async commit(file: StagedFile, area: FileArea): Promise<string> {
    const key = `${area}/${randomName()}`;
    try {
      await new Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key: key, Body: createReadStream(file.localPath) },
        partSize: PART_BYTES,
        queueSize: PARTS_AT_ONCE,
      }).done();
    } finally {
      await this.staging.discard(file);
    }
    return key;
  }

  discard(file: StagedFile): Promise<void> {
    return this.staging.discard(file);
  }

  async put(area: FileArea, bytes: Buffer, name = randomName()): Promise<string> {
    const key = checkedKey(`${area}/${name}`);
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes }));
    return key;
  }

  async read(key: string): Promise<Buffer> {
    const answer = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }),
    );
    if (!answer.Body) throw new Error(`No body for ${key}`);
    return Buffer.from(await answer.Body.transformToByteArray());
  }

  async remove(key: string): Promise<void> {
    // S3 answers a missing key as a success.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
  }

  async list(area: FileArea): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${area}/`, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  /** For /readyz: the bucket answers with these credentials. */
  async reachable(): Promise<boolean> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return true;
    } catch {
      return false;
    }
  }
}
