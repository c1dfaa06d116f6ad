/**
 * Where object bytes live. The database keeps what is known about an object (bucket, key, size,
 * ETag, media type) and the id of its blob; a blob store keeps the bytes under that id. Writing a
 * new blob and then pointing the row at it (deleting the old blob after the commit) means a
 * reader never sees half an object and a failed upload leaves the previous version in place.
 */
import type { Readable } from "node:stream";

/** What a completed write measured while streaming. */
export interface BlobWritten {
  /** Bytes written. */
  size: number;
  /** MD5 of the bytes, lower-case hex (the object's ETag). */
  md5: string;
}

/** An inclusive byte range, as in HTTP `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Raised by {@link BlobStore.put} when the source is longer than `maxBytes`; nothing is kept. */
export class BlobTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`more than ${maxBytes} bytes`);
    this.name = "BlobTooLarge";
  }
}

/** Raised by {@link BlobStore.get} for a blob that does not exist. */
export class BlobNotFound extends Error {
  constructor(readonly id: string) {
    super(`no blob ${id}`);
    this.name = "BlobNotFound";
  }
}

/** A place for blobs: the local filesystem by default, or an S3-compatible bucket. */
export interface BlobStore {
  /**
   * Streams `source` into a new blob `id` without holding it in memory. Past `maxBytes` it
   * stops reading, removes what it wrote and rejects with {@link BlobTooLarge}; any other failure
   * also leaves nothing behind.
   */
  put(id: string, source: Readable, options: { maxBytes: number; mediaType?: string }): Promise<BlobWritten>;
  /** The blob's bytes, or the inclusive `range` of them; rejects with {@link BlobNotFound}. */
  get(id: string, range?: ByteRange): Promise<Readable>;
  /** Removes the blob; removing one that does not exist is not an error. */
  delete(id: string): Promise<void>;
}
