/**
 * A blob store chosen by configuration (a service's set-up calls {@link blobStoreFromEnv} once):
 *
 * - `BLOB_STORE=fs` (default): files under `BLOB_DIR` (default `.data/blobs`).
 * - `BLOB_STORE=s3`: an S3-compatible bucket `S3_BUCKET` (required), with optional `S3_ENDPOINT`,
 *   `S3_REGION` (default `us-east-1`) and `S3_FORCE_PATH_STYLE` (`true`/`1`); credentials come
 *   from the AWS SDK's default chain (`AWS_ACCESS_KEY_ID`, profiles, instance roles…).
 *
 * The S3 client is loaded on first use, so a server on the file store never loads the AWS SDK.
 */
import type { BlobStore } from "./blobStore.js";
import { createFileBlobStore } from "./fileStore.js";
import type { S3BlobStoreOptions } from "./s3Store.js";

export * from "./blobStore.js";
export { createFileBlobStore } from "./fileStore.js";

/** A blob store from `env` (see the module doc); throws on an unknown `BLOB_STORE` or a missing `S3_BUCKET`. */
export function blobStoreFromEnv(env: NodeJS.ProcessEnv = process.env): BlobStore {
  const kind = env.BLOB_STORE || "fs";
  if (kind === "fs") return createFileBlobStore(env.BLOB_DIR || ".data/blobs");
  if (kind === "s3") {
    const bucket = env.S3_BUCKET;
    if (!bucket) throw new Error("BLOB_STORE=s3 needs S3_BUCKET");
    return lazyS3({
      bucket,
      endpoint: env.S3_ENDPOINT || undefined,
      region: env.S3_REGION || "us-east-1",
      forcePathStyle: env.S3_FORCE_PATH_STYLE === "true" || env.S3_FORCE_PATH_STYLE === "1",
    });
  }
  throw new Error(`BLOB_STORE must be fs or s3, got ${JSON.stringify(kind)}`);
}

/** An S3 store whose module (and the AWS SDK) is imported on the first call. */
function lazyS3(options: S3BlobStoreOptions): BlobStore {
  let store: Promise<BlobStore> | undefined;
  const load = () => {
    store ??= import("./s3Store.js").then((m) => m.createS3BlobStore(options));
    return store;
  };
  return {
    put: async (id, source, opts) => (await load()).put(id, source, opts),
    get: async (id, range) => (await load()).get(id, range),
    delete: async (id) => (await load()).delete(id),
  };
}
