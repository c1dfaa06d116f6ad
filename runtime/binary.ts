/**
 * Binary request and response bodies, as handlers see them.
 *
 * The runtime never buffers an upload whole: a raw body (any media type the contract declares
 * other than JSON, text and forms) reaches the handler as an {@link Upload} over the request
 * stream; each file part of a `multipart/form-data` body is spooled to a temporary file (deleted
 * once the answer is sent) and reaches the handler as an {@link Upload} it may read many times.
 * A handler answers binary content with a Buffer, a string or a Readable the runtime pipes out.
 */
import { Readable } from "node:stream";

/** Bytes a client sent: a raw request body, or one file part of a multipart body. */
export interface Upload {
  /** The media type the client declared for these bytes (`application/octet-stream` when none). */
  mediaType: string;
  /** The file name of a multipart part (its `Content-Disposition` `filename`), when given. */
  filename?: string;
  /**
   * The byte count when known before reading: always for a spooled part; for a raw body, the
   * `Content-Length` the client sent (absent with chunked transfer).
   */
  size?: number;
  /** A spooled part's temporary file (deleted after the answer); absent for a raw body. */
  path?: string;
  /** The bytes. A raw body's stream can be taken once; a spooled part's any number of times. */
  stream(): Readable;
}

/** Binary content a handler answers with. */
export type BinaryContent = Buffer | string | Readable;

const UPLOAD = Symbol.for("contract-first.upload");

/** Marks an object as an {@link Upload} the runtime built (so a JSON body cannot pose as one). */
export function markUpload<T extends Upload>(upload: T): T {
  Object.defineProperty(upload, UPLOAD, { value: true });
  return upload;
}

/** True for an {@link Upload} built by the runtime (the generated schemas check file parts with it). */
export function isUpload(value: unknown): value is Upload {
  return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[UPLOAD] === true;
}

/** True for content a handler may answer a binary response with. */
export function isBinaryContent(value: unknown): value is BinaryContent {
  return Buffer.isBuffer(value) || typeof value === "string" || value instanceof Readable;
}
