/**
 * A {@link BlobStore} on an S3-compatible bucket (AWS S3, MinIO, R2, moto…).
 *
 * A write streams through an MD5/size meter into a multipart upload (`@aws-sdk/lib-storage`), so
 * at most `queueSize × partSize` bytes are in memory whatever the blob's size. Past `maxBytes` the
 * meter fails the stream, the multipart upload is aborted and nothing is kept. Reads ask for
 * `Range: bytes=start-end` when given a range.
 */

import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { BlobNotFound, type BlobStore } from "./blobStore.js";
import { assertBlobId, measuring } from "./fileStore.js";

/** Where and how to reach the bucket. */
export interface S3BlobStoreOptions {
  bucket: string;
  /** An S3-compatible endpoint (`http://127.0.0.1:9000`); AWS when absent. */
  endpoint?: string;
  region?: string;
  /** Path-style addressing (`endpoint/bucket/key`), which most S3-compatible servers need. */
  forcePathStyle?: boolean;
  /** Explicit credentials; the AWS default chain when absent. */
  credentials?: S3ClientConfig["credentials"];
  /** Prepended to every blob id to form the object key (default `blobs/`). */
  prefix?: string;
  /** Multipart part size in bytes (default 8 MiB; S3's minimum is 5 MiB). */
  partSize?: number;
  /** Parts uploaded at once (default 2). */
  queueSize?: number;
}

/** A blob store on the bucket of `options`; the client is created now, nothing is sent until used. */
export function createS3BlobStore(options: S3BlobStoreOptions): BlobStore {
  const client = new S3Client({
    region: options.region ?? "us-east-1",
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
  });
  const Bucket = options.bucket;
  const prefix = options.prefix ?? "blobs/";
  const keyOf = (id: string) => {
    assertBlobId(id);
    return `${prefix}${id}`;
  };
  const remove = (id: string) => client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(id) }));

  return {
    async put(id, source, { maxBytes, mediaType }) {
      const Key = keyOf(id);
      const meter = measuring(maxBytes);
      // Errors of the source travel into the meter, so the upload sees them and fails.
      source.on("error", (err) => meter.destroy(err));
      source.pipe(meter);
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: meter, ContentType: mediaType ?? "application/octet-stream" },
        partSize: options.partSize ?? 8 * 1024 * 1024,
        queueSize: options.queueSize ?? 2,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (err) {
        source.unpipe(meter);
        source.destroy();
        await upload.abort().catch(() => {});
        await remove(id).catch(() => {});
        // The meter's own error (BlobTooLarge) is the one that explains the failure.
        throw meter.errored ?? err;
      }
      return meter.written();
    },
    async get(id, range) {
      try {
        const out = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: keyOf(id),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return out.Body as Readable;
      } catch (err) {
        const name = (err as { name?: string }).name;
        if (err instanceof NoSuchKey || name === "NoSuchKey" || name === "NotFound")
          throw new BlobNotFound(id);
        throw err;
      }
    },
    async delete(id) {
      await remove(id);
    },
  };
}
