/**
 * Binary request bodies without buffering: a raw body becomes an {@link Upload} over the request
 * stream, counted against the operation's `x-upload-limit-bytes`; a `multipart/form-data` body is
 * read with busboy, each file part spooled to a temporary file (removed once the answer is sent),
 * each value part kept as text for the generated schema to coerce.
 */
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough, type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import type { NextFunction, Request, Response } from "express";
import { markUpload, type Upload } from "./binary.js";
import type { OperationDefinition } from "./contract.js";
import { ApiError } from "./errors.js";
import { bodyCapBytes, bodyTimeout, contentEncodingOf, decodedBody, keepErrorFor } from "./requestBody.js";
import { jsonPointer, textProblem } from "./validation/wellFormed.js";

/** Largest value (non-file) part of a multipart body; files have the operation's own limit. */
const VALUE_PART_LIMIT = 1024 * 1024;

/** The operation's upload limit in words, for 413 messages. */
function tooLarge(limit: number): ApiError {
  return new ApiError("payload_too_large", `The upload is larger than the limit of ${limit} bytes`);
}

/** Counts bytes through; past `limit` it fails the stream with a 413 ApiError. */
function byteLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > limit ? tooLarge(limit) : null, chunk);
    },
  });
}

/**
 * The Upload for a raw body, or undefined when the request has none (no `Content-Length` and no
 * `Transfer-Encoding`). The body is decoded per its `Content-Encoding` and counted against the
 * limit as decoded (`receiveBody` has refused a declared length over it already); a body that
 * stalled ends the stream with the 408 the client was answered.
 */
export function rawUpload(op: OperationDefinition, req: Request): Upload | undefined {
  const length = req.get("content-length");
  if (length === undefined && !req.get("transfer-encoding")) return undefined;
  // With a content coding, Content-Length counts the coded bytes, not the ones stored.
  const size = length === undefined || contentEncodingOf(req) !== "identity" ? undefined : Number(length);
  const limit = op.policy.uploadLimitBytes;
  let taken = false;
  return markUpload({
    mediaType: req.get("content-type") ?? "application/octet-stream",
    ...(size !== undefined ? { size } : {}),
    stream(): Readable {
      if (taken) throw new Error("a raw request body can be read once");
      taken = true;
      const counted = limit === undefined ? new PassThrough() : byteLimit(limit);
      const decoded = decodedBody(req);
      req.on("error", (err) => counted.destroy(bodyTimeout(req) ?? err));
      // The connection closed before the body ended: the client went away, or a stall was answered.
      req.on("close", () => {
        if (!req.complete) counted.destroy(bodyTimeout(req) ?? new Error("the client aborted the upload"));
      });
      decoded.on("error", (err) => counted.destroy(err));
      keepErrorFor(counted);
      return decoded.pipe(counted);
    },
  });
}

/** A spooled part: re-readable from its temporary file. */
function spooledUpload(path: string, size: number, mediaType: string, filename?: string): Upload {
  return markUpload({
    mediaType,
    size,
    path,
    ...(filename ? { filename } : {}),
    stream: () => createReadStream(path),
  });
}

/** Adds a part's value under its name; a repeated name collects an array. */
function addPart(into: Record<string, unknown>, name: string, value: unknown): void {
  const existing = into[name];
  if (existing === undefined) into[name] = value;
  else into[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
}

/**
 * Express middleware for operations whose body is `multipart/form-data`: sets `req.body` to the
 * parts by name (text for values, Uploads for the operation's file parts) and removes the
 * spooled files when the response closes. A malformed form answers 400; a file over the limit 413.
 */
export function multipartBody(op: OperationDefinition) {
  const fileParts = new Set(op.requestBody?.fileParts ?? []);
  const fileLimit = op.policy.uploadLimitBytes;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!req.is("multipart/form-data")) {
      next();
      return;
    }
    void readForm(req, res, fileParts, fileLimit, bodyCapBytes(op, undefined, true)).then(
      (body) => {
        req.body = body;
        next();
      },
      (err: unknown) => {
        // The router's error handler answers (and drops the connection after a 413 or 408).
        next(bodyTimeout(req) ?? (err instanceof ApiError ? err : malformed(err)));
      },
    );
  };
}

/** busboy's reasons, in words a client can act on. */
const MALFORMED_REASONS: Record<string, string> = {
  // A header line with a control character (other than HTAB) in a part's name or any header
  // value, which RFC 7578 §4.2 (MIME header syntax) and RFC 9110 §5.5 do not allow.
  "Malformed part header":
    "a part's headers are malformed (a part name or header value may hold no control character but tab)",
};

function malformed(err: unknown): ApiError {
  const message = err instanceof Error ? err.message : String(err);
  const reason = MALFORMED_REASONS[message] ?? message;
  return new ApiError("malformed_multipart", `The multipart body is malformed: ${reason}`, {
    issues: [{ location: "body", name: "/", message: `malformed multipart body: ${reason}` }],
  });
}

async function readForm(
  req: Request,
  res: Response,
  fileParts: ReadonlySet<string>,
  fileLimit: number | undefined,
  cap: number | undefined,
): Promise<Record<string, unknown>> {
  const dir = await mkdtemp(join(tmpdir(), "upload-"));
  res.on("close", () => void rm(dir, { recursive: true, force: true }));
  const form = busboy({
    headers: req.headers,
    // Part names and filenames arrive as UTF-8 (RFC 7578 §5.1; what browsers send), not Latin-1.
    defParamCharset: "utf8",
    limits: {
      fieldSize: VALUE_PART_LIMIT,
      files: 20,
      fields: 200,
      parts: 220,
      fileSize: fileLimit ?? Infinity,
    },
  });
  // No prototype: a part may be named `__proto__` or `constructor` and must stay a plain key.
  const body: Record<string, unknown> = Object.create(null);
  const spools: Promise<void>[] = [];
  let count = 0;
  let refuse: (error: ApiError) => void = () => {};
  const refused = new Promise<never>((_resolve, reject) => {
    refuse = (error) => {
      req.unpipe(form);
      form.destroy();
      reject(error);
    };
  });
  refused.catch(() => {}); // observed through the race below
  form.on("file", (name, stream, info) => {
    // A filename is text the handler may store: refused like any text of the request (`filename*`
    // can percent-encode U+0000).
    const bad = info.filename === undefined ? undefined : textProblem(info.filename);
    if (bad) {
      stream.resume();
      const issue = { location: "body" as const, name: jsonPointer([name]), message: `its filename ${bad}` };
      refuse(
        new ApiError("validation_failed", `The part ${issue.name}: ${issue.message}`, { issues: [issue] }),
      );
      return;
    }
    const path = join(dir, String(count++));
    let size = 0;
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
    });
    // Only fires when the limit is finite.
    stream.on("limit", () => refuse(tooLarge(fileLimit ?? 0)));
    const spool = pipeline(stream, createWriteStream(path)).then(() => {
      // A value sent as a file (with a filename) is still a value: read back as text below.
      addPart(body, name, { spooled: spooledUpload(path, size, info.mimeType, info.filename), file: true });
    });
    spool.catch(() => {}); // observed by Promise.all below, unless the form was refused first
    spools.push(spool);
  });
  form.on("field", (name, value, info) => {
    if (info.valueTruncated) refuse(tooLarge(VALUE_PART_LIMIT));
    addPart(body, name, { text: value, mediaType: info.mimeType });
  });
  // The whole form counts too (its cap: the file parts' limits and 1 MiB of values and framing).
  const read =
    cap === undefined ? pipeline(decodedBody(req), form) : pipeline(decodedBody(req), byteLimit(cap), form);
  await Promise.race([read.then(() => Promise.all(spools)), refused]);
  return settleParts(body, fileParts, dir);
}

type RawPart = { spooled: Upload; file: true } | { text: string; mediaType: string };

/** File parts become Uploads (a value sent for one is spooled too); value parts become text. */
async function settleParts(
  body: Record<string, unknown>,
  fileParts: ReadonlySet<string>,
  dir: string,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = Object.create(null);
  let n = 0;
  const settle = async (name: string, part: RawPart): Promise<unknown> => {
    if (fileParts.has(name)) {
      if ("spooled" in part) return part.spooled;
      const path = join(dir, `value-${n++}`);
      await pipeline([Buffer.from(part.text)], createWriteStream(path));
      return spooledUpload(path, Buffer.byteLength(part.text), part.mediaType);
    }
    if ("text" in part) return part.text;
    if ((part.spooled.size ?? 0) > VALUE_PART_LIMIT) throw tooLarge(VALUE_PART_LIMIT);
    const chunks: Buffer[] = [];
    for await (const chunk of part.spooled.stream()) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  };
  for (const [name, value] of Object.entries(body)) {
    out[name] = Array.isArray(value)
      ? await Promise.all(value.map((v: RawPart) => settle(name, v)))
      : await settle(name, value as RawPart);
  }
  return out;
}
