/**
 * A request as bytes on the wire, and the valid requests transport cases start from: an
 * operation's low and high edge cases (`edges.ts`: fixture credentials and path parameters,
 * required headers) serialized by `wire.ts`, with one input replaced by a marker that a case
 * then swaps for bytes no URL or JSON encoder would produce.
 */
import { type CaseContext, credentialHeaders, type FuzzCase } from "../cases.js";
import { edgeCases } from "../edges.js";
import type { Operation } from "../openapi.js";
import { type CaseInputs, toWire } from "../wire.js";
import { type Blob, blobOf, literal, splice } from "./blob.js";

/** A request exactly as it is written to the socket (Host and Connection are added when sent). */
export interface RawRequest {
  method: string;
  /** Request target: path and query, as sent (may hold bytes a URL parser refuses). */
  target: Blob;
  headers: Array<[string, Blob]>;
  body?: Blob;
  /** `Content-Length` when it is not the body's length (a short body, a body over the limit). */
  contentLength?: number;
  /** How many body bytes are written; the rest never is. Default: all. */
  sendBytes?: number;
}

/** Text that URL and JSON encoders leave alone, replaced afterwards by the case's bytes. */
export const MARKER = "TRANSPORTFUZZMARKER";

/** An operation's valid starting points: the low edge case (required inputs) and the high one (all). */
export interface Bases {
  low: FuzzCase;
  high: FuzzCase;
}

/** The operation's edge cases as {@link Bases}. */
export function basesOf(op: Operation, ctx: CaseContext): Bases {
  const [low, high] = edgeCases(op, ctx);
  return { low: low!, high: high ?? low! };
}

/** Serializes inputs with the case's credentials into a {@link RawRequest} against `baseUrl`. */
export function rawRequest(
  op: Operation,
  ctx: CaseContext,
  inputs: CaseInputs,
  baseUrl: string,
  extraHeaders: Record<string, string> = {},
): RawRequest {
  const auth = credentialHeaders(op, ctx) ?? {};
  const wire = toWire(op, inputs, baseUrl, { ...auth, ...extraHeaders });
  const origin = new URL(baseUrl).origin;
  return {
    method: wire.method,
    target: blobOf(wire.url.slice(origin.length)),
    headers: Object.entries(wire.headers).map(([k, v]) => [k, blobOf(v)]),
    ...(wire.body !== undefined ? { body: blobOf(wire.body) } : {}),
  };
}

/** `request` with the marker in its target replaced by `insert`. */
export function inTarget(request: RawRequest, insert: Blob): RawRequest {
  const text = Buffer.concat(request.target.map((p) => p.bytes)).toString("latin1");
  return { ...request, target: splice(text, MARKER, insert) };
}

/** `request` with `header` set (replacing one of the same name). */
export function withHeader(request: RawRequest, name: string, value: Blob): RawRequest {
  const rest = request.headers.filter(([k]) => k.toLowerCase() !== name.toLowerCase());
  return { ...request, headers: [...rest, [name, value]] };
}

/** `request` with `body` (and its media type, when given). */
export function withBody(request: RawRequest, body: Blob, mediaType?: string): RawRequest {
  const out = { ...request, body };
  return mediaType ? withHeader(out, "Content-Type", [literal(mediaType)]) : out;
}

/** The media type the request sends, if any. */
export function mediaTypeOf(request: RawRequest): string | undefined {
  const found = request.headers.find(([k]) => k.toLowerCase() === "content-type");
  return found ? Buffer.concat(found[1].map((p) => p.bytes)).toString("utf8") : undefined;
}
