/**
 * Receiving a request body, the same way for every operation that takes one (JSON, text, forms,
 * raw bytes), before any parser or handler reads it:
 *
 * - a `Content-Encoding` other than identity, gzip, deflate, br (and zstd where Node has it) is
 *   refused with 415; a body that does not decode as its encoding says answers 400;
 * - a declared `Content-Length` over the operation's cap ({@link bodyCapBytes}) is refused with
 *   413 at once, without reading the body (the connection is closed after the answer);
 * - a body that stops arriving for {@link BODY_IDLE_TIMEOUT_MS} while it is being read is answered
 *   with 408 and the connection closed.
 *
 * Every refusal is rendered in the operation's own error shape.
 */
import type { Readable } from "node:stream";
import { Transform } from "node:stream";
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import type { OperationDefinition } from "./contract.js";
import { ApiError } from "./errors.js";

/** Largest JSON or text body, as sent and as decoded: 1 MiB. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * What a `multipart/form-data` body may carry beyond its file parts' limits: value parts and the
 * form's framing, 1 MiB in all.
 */
export const MULTIPART_ALLOWANCE_BYTES = 1024 * 1024;

/** How long a body being read may send nothing before the request is answered with 408: 30 s. */
export const BODY_IDLE_TIMEOUT_MS = 30_000;

/**
 * The largest body the operation takes, as sent: JSON and text `x-upload-limit-bytes` when the
 * operation declares one (a JSON body carrying a base64 image), else `jsonLimit`; raw bytes their
 * `x-upload-limit-bytes`; a form its limit for each declared file part plus
 * {@link MULTIPART_ALLOWANCE_BYTES}. An operation that takes JSON and a form caps each by its own
 * rule: `form` says which one arrived. Undefined: no cap beyond what the handler enforces.
 */
export function bodyCapBytes(
  op: OperationDefinition,
  jsonLimit = JSON_BODY_LIMIT_BYTES,
  form = op.requestBody?.mediaTypes.every((t) => t === "multipart/form-data") ?? false,
): number | undefined {
  const body = op.requestBody;
  if (!body) return undefined;
  const limit = op.policy.uploadLimitBytes;
  if (body.binary) return limit;
  if (body.fileParts && form)
    return limit === undefined
      ? undefined
      : limit * Math.max(1, body.fileParts.length) + MULTIPART_ALLOWANCE_BYTES;
  return limit ?? jsonLimit;
}

/** Whether the request's body is a form (`multipart/form-data`). */
export function isForm(req: Request): boolean {
  return (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase() === "multipart/form-data";
}

/** The content codings a body may arrive in: body-parser's set, so every route takes the same. */
const DECODERS: Record<string, (() => Transform) | undefined> = {
  gzip: () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
  ...("createZstdDecompress" in zlib
    ? { zstd: () => (zlib as unknown as { createZstdDecompress(): Transform }).createZstdDecompress() }
    : {}),
};

/** The request's content coding, lower case (`identity` when none). */
export function contentEncodingOf(req: Request): string {
  return (req.get("content-encoding") ?? "identity").trim().toLowerCase() || "identity";
}

/** The 415 for a content coding this server does not decode. */
function unsupportedEncoding(encoding: string): ApiError {
  const known = ["identity", ...Object.keys(DECODERS)].join(", ");
  const message = `Content-Encoding "${encoding}" is not supported (use one of ${known})`;
  return new ApiError("unsupported_media_type", message, {
    issues: [{ location: "header", name: "content-encoding", message: `must be one of ${known}` }],
  });
}

/** The 400 for a body that does not decode as its content coding says. */
export function corruptEncoding(encoding: string, reason: string): ApiError {
  const message = `the body is not valid ${encoding} (${reason})`;
  return new ApiError("body_not_decodable", `The request body does not decode: ${message}`, {
    issues: [{ location: "header", name: "content-encoding", message }],
  });
}

/**
 * `stream` decoded per the request's `Content-Encoding` (as it is for identity): a decoding
 * failure fails the result with a 400 ApiError. Throws a 415 ApiError for an unknown coding.
 */
export function decodedBody(req: Request, stream: Readable = req): Readable {
  const encoding = contentEncodingOf(req);
  if (encoding === "identity") return stream;
  const make = DECODERS[encoding];
  if (!make) throw unsupportedEncoding(encoding);
  const decoder = make();
  const out = new Transform({
    transform(chunk, _encoding, done) {
      done(null, chunk);
    },
  });
  decoder.on("error", (err) => out.destroy(corruptEncoding(encoding, err.message)));
  stream.on("error", (err) => out.destroy(err));
  keepErrorFor(out);
  return stream.pipe(decoder).pipe(out);
}

/**
 * A body fails as soon as its first bytes arrive (a corrupt coding), which may be before its
 * reader attaches: `pipe` would then re-throw the error on a stream with no listener and crash
 * the process. The error stays on the stream (`errored`), and a reader that comes later —
 * `pipeline`, `for await`, `finished` — gets it.
 */
export function keepErrorFor(stream: Readable): void {
  stream.on("error", () => {});
}

const TIMED_OUT = Symbol("body timed out");

/** The 408 the request got when its body stalled, if it did. */
export function bodyTimeout(req: Request): ApiError | undefined {
  return (req as Request & { [TIMED_OUT]?: ApiError })[TIMED_OUT];
}

/** Options of {@link receiveBody}. */
export interface BodyReceptionOptions {
  jsonLimit?: number;
  idleTimeoutMs?: number;
  /**
   * Answers a refusal in the operation's error shape and closes the connection after it, unless
   * an answer went out already (`refuseBody` in http.ts).
   */
  refuse(res: Response, error: ApiError): void;
}

/**
 * Express middleware for an operation that takes a body: the encoding and declared-length checks
 * at once, then the idle watch while the body is read (by a parser, the multipart reader, or the
 * handler through an Upload). The watch only counts time while someone is reading: a body nobody
 * has started to read yet, or whose reader is paused by backpressure, is not idle.
 */
export function receiveBody(op: OperationDefinition, options: BodyReceptionOptions) {
  const caps = {
    json: bodyCapBytes(op, options.jsonLimit, false),
    form: bodyCapBytes(op, options.jsonLimit, true),
  };
  const idleMs = options.idleTimeoutMs ?? BODY_IDLE_TIMEOUT_MS;
  return (req: Request, res: Response, next: NextFunction): void => {
    const encoding = contentEncodingOf(req);
    if (encoding !== "identity" && !DECODERS[encoding]) {
      options.refuse(res, unsupportedEncoding(encoding));
      return;
    }
    const declared = req.get("content-length");
    const cap = op.requestBody?.fileParts && isForm(req) ? caps.form : caps.json;
    if (cap !== undefined && declared !== undefined && Number(declared) > cap) {
      options.refuse(res, tooLarge(op, cap, cap === caps.form && isForm(req)));
      return;
    }
    if (!req.complete) watchIdle(req, res, idleMs, (error) => options.refuse(res, error));
    next();
  };
}

/** The 413 for a declared length over the cap. */
function tooLarge(op: OperationDefinition, cap: number, form: boolean): ApiError {
  const what = op.requestBody?.binary
    ? "The upload"
    : form
      ? "The form (its file parts and 1 MiB of values and framing)"
      : "The request body";
  return new ApiError("payload_too_large", `${what} is larger than the limit of ${cap} bytes`);
}

/**
 * Watches the socket's byte count (a `data` listener would start the body flowing): the body is
 * idle while someone reads it (`readableFlowing`) and no byte arrives.
 */
function watchIdle(req: Request, res: Response, idleMs: number, refuse: (error: ApiError) => void): void {
  const socket = req.socket;
  let bytes = socket.bytesRead;
  let quietSince = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const stop = () => clearTimeout(timer);
  const check = () => {
    if (req.complete || res.headersSent) return;
    const now = Date.now();
    // Bytes arrived, or nobody is reading (not yet, or paused by a slow consumer): not idle.
    if (socket.bytesRead !== bytes || req.readableFlowing !== true) {
      bytes = socket.bytesRead;
      quietSince = now;
    } else if (now - quietSince >= idleMs) {
      const error = new ApiError(
        "request_timeout",
        `The request body stopped arriving: nothing came for ${idleMs / 1000} s`,
      );
      (req as Request & { [TIMED_OUT]?: ApiError })[TIMED_OUT] = error;
      // Closing the connection after the answer ends whoever still waits on the body.
      refuse(error);
      return;
    }
    timer = setTimeout(check, Math.max(10, Math.ceil(idleMs / 4)));
    timer.unref();
  };
  req.once("end", stop);
  req.once("close", stop);
  res.once("close", stop);
  check();
}
