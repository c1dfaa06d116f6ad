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
import { blobVariables } from "../../runtime/config/kernel.js";
import { readSection } from "../../runtime/config/read.js";
import type { BlobStore } from "./blobStore.js";
import { createFileBlobStore } from "./fileStore.js";
import type { S3BlobStoreOptions } from "./s3Store.js";

export * from "./blobStore.js";
export { createFileBlobStore } from "./fileStore.js";

/** A blob store from `env` (see the module doc); throws on an unknown `BLOB_STORE` or a missing `S3_BUCKET`. */
export function blobStoreFromEnv(env: NodeJS.ProcessEnv = process.env): BlobStore {
  const v = readSection(blobVariables, env);
  if (v.BLOB_STORE === "fs") return createFileBlobStore(v.BLOB_DIR);
  if (!v.S3_BUCKET) throw new Error("BLOB_STORE=s3 needs S3_BUCKET");
  return lazyS3({
    bucket: v.S3_BUCKET,
    endpoint: v.S3_ENDPOINT,
    region: v.S3_REGION,
    forcePathStyle: v.S3_FORCE_PATH_STYLE,
  });
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
