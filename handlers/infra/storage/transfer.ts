/**
 * Moving object bytes, shared by the keyed and the signed routes: an upload streams into a new
 * blob (never buffered), then one transaction points the row at it, and the blob it replaced is
 * deleted after the commit; a download streams the blob (or a range of it) out.
 */
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { markUpload, type Upload } from "../../../runtime/binary.js";
import { ApiError } from "../../../runtime/errors.js";
import { BlobNotFound, BlobTooLarge } from "../../../storage/blobs/index.js";
import { type Bucket, getObject, putObject, type StoredObject } from "../../../storage/infra/storage.js";
import type { Context } from "../context.js";
import { iso } from "../format.js";
import { tooLarge } from "./keys.js";
import { parseRange } from "./ranges.js";

/** A stored object as the contract shows it. */
export function objectBody(o: StoredObject) {
  return {
    key: o.key,
    bucket_id: o.bucketId,
    size: o.size,
    etag: `"${o.md5}"`,
    content_type: o.contentType,
    created_at: iso(o.createdAt),
  };
}

/** The 404 for an object that is not there. */
export function objectNotFound(): ApiError {
  return new ApiError("not_found", "This bucket has no object with that key");
}

/** A fresh blob id (ours, never derived from the key). */
function newBlobId(): string {
  return randomBytes(16).toString("hex");
}

/**
 * Stores `upload` as the object at `key` in `bucket`: 413 before reading when its declared size
 * is over the limit, or as soon as the stream crosses it (nothing is kept). No upload (a request
 * without a body) stores an empty object: HTTP cannot tell an absent body from an empty one.
 */
export async function storeUpload(
  ctx: Context,
  bucket: Bucket,
  key: string,
  given: Upload | undefined,
): Promise<StoredObject> {
  const upload =
    given ?? markUpload({ mediaType: "application/octet-stream", size: 0, stream: () => Readable.from([]) });
  const max = ctx.config.maxObjectBytes;
  if (upload.size !== undefined && upload.size > max) throw tooLarge(max);
  const contentType = upload.mediaType || "application/octet-stream";
  const store = ctx.blobs;
  const blobId = newBlobId();
  let written: { size: number; md5: string };
  try {
    written = await store.put(blobId, upload.stream(), { maxBytes: max, mediaType: contentType });
  } catch (err) {
    if (err instanceof BlobTooLarge) throw tooLarge(max);
    throw err;
  }
  let result: Awaited<ReturnType<typeof putObject>>;
  try {
    result = await putObject(
      ctx.db,
      bucket.projectId,
      { bucketId: bucket.id, key, blobId, size: written.size, md5: written.md5, contentType },
      ctx.now(),
    );
  } catch (err) {
    await store.delete(blobId).catch(() => {});
    throw err;
  }
  if (result.previousBlobId) {
    const old = result.previousBlobId;
    await store
      .delete(old)
      .catch((err: unknown) => ctx.log.warn({ err, blobId: old }, "old blob not deleted"));
  }
  return result.object;
}

/** A download answer: 200 whole, 206 part, or 416; `mediaType` is the object's. */
export type DownloadAnswer =
  | {
      status: 200;
      body: Readable;
      mediaType: string;
      headers: { etag: string; "accept-ranges": "bytes"; "content-length": number };
    }
  | {
      status: 206;
      body: Readable;
      mediaType: string;
      headers: { etag: string; "accept-ranges": "bytes"; "content-range": string; "content-length": number };
    }
  | {
      status: 416;
      body: { success: false; error: string; code: "range_not_satisfiable" };
      headers: { "content-range": string };
    };

/** The object at `key` in `bucket` (or the part `rangeHeader` asks for), streamed from its blob. */
export async function download(
  ctx: Context,
  bucket: Bucket,
  key: string,
  rangeHeader: string | undefined,
): Promise<DownloadAnswer> {
  // A concurrent overwrite may delete the blob between reading the row and opening it: read again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const object = await getObject(ctx.db, bucket.projectId, bucket.id, key);
    if (!object) throw objectNotFound();
    const ask = parseRange(rangeHeader, object.size);
    const etag = `"${object.md5}"`;
    if (ask.kind === "unsatisfiable")
      return {
        status: 416,
        body: {
          success: false,
          error: `The range is outside the object's ${object.size} bytes`,
          code: "range_not_satisfiable" as const,
        },
        headers: { "content-range": `bytes */${object.size}` },
      };
    try {
      if (ask.kind === "whole") {
        const body = await ctx.blobs.get(object.blobId);
        return {
          status: 200,
          body,
          mediaType: object.contentType,
          headers: { etag, "accept-ranges": "bytes", "content-length": object.size },
        };
      }
      const { start, end } = ask.range;
      const body = await ctx.blobs.get(object.blobId, ask.range);
      return {
        status: 206,
        body,
        mediaType: object.contentType,
        headers: {
          etag,
          "accept-ranges": "bytes",
          "content-range": `bytes ${start}-${end}/${object.size}`,
          "content-length": end - start + 1,
        },
      };
    } catch (err) {
      if (!(err instanceof BlobNotFound)) throw err;
    }
  }
  throw objectNotFound();
}
