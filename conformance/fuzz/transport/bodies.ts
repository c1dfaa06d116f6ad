/**
 * The bodies transport cases send: deep and wide JSON, JSON text with a raw member spliced in
 * (a `\u0000` or lone `\ud800` escape, a 10,000-level array), content codings applied for real or
 * only claimed, and a minimal `multipart/form-data` body for operations that take only forms.
 */
import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib";
import { edgeValue } from "../edges.js";
import type { OpenApiDocument } from "../openapi.js";
import { flattenAllOf, isBinarySchema, type Schema } from "../schema.js";
import { type Blob, computed, literal, type Piece, pyBytes, repeat, splice } from "./blob.js";
import { withMember } from "./members.js";

/** Nesting of the deep JSON cases. */
export const DEEP_LEVELS = 10_000;
/** Keys of the wide JSON cases (about 550 KB: under a 1 MiB body limit, so it reaches the parser). */
export const WIDE_KEYS = 50_000;

/** `[[[…]]]`, `levels` deep. */
export function deepJson(levels = DEEP_LEVELS): Blob {
  return [repeat("[", levels), repeat("]", levels)];
}

/** `{"k0":0,"k1":0,…}` with `keys` members. */
export function wideJson(keys = WIDE_KEYS): Blob {
  const text = `{${Array.from({ length: keys }, (_, i) => `"k${i}":0`).join(",")}}`;
  return [computed(Buffer.from(text), `b"{"+b",".join(b"\\"k%d\\":0"%i for i in range(${keys}))+b"}"`)];
}

/** A JSON string member as raw text: `"a\u0000b"` — the escape itself, as a client would write it. */
export function rawJsonString(sequence: string): Blob {
  return [literal(`"a${sequence}b"`)];
}

const MARKER = "\u0001transport-fuzz-marker\u0001";

/** `value` as JSON text with the member at `path` replaced by `raw` JSON text (the whole body when `path` is empty). */
export function jsonWith(value: unknown, path: ReadonlyArray<string | number>, raw: Blob): Blob {
  if (!path.length) return raw;
  const text = JSON.stringify(withMember(value, path, MARKER));
  return splice(text, JSON.stringify(MARKER), raw);
}

/** A content coding this layer sends. */
export type Coding = "gzip" | "deflate" | "br";

/** Every coding, in report order. */
export const CODINGS: Coding[] = ["gzip", "deflate", "br"];

/** `plain` encoded with `coding` (HTTP's `deflate` is the zlib format, RFC 9110 §8.4.1.2). */
export function encoded(coding: Coding, plain: Buffer): Piece {
  switch (coding) {
    case "gzip":
      return computed(gzipSync(plain), `__import__("gzip").compress(${pyBytes(plain)})`);
    case "deflate":
      return computed(deflateSync(plain), `__import__("zlib").compress(${pyBytes(plain)})`);
    case "br":
      return literal(brotliCompressSync(plain));
  }
}

/** The multipart boundary of {@link multipartBody}. */
export const BOUNDARY = "transport-fuzz-boundary";

/**
 * A small `multipart/form-data` body with every required part of `schema` (files as a few bytes,
 * other parts as their low edge value): enough for the server to parse, whatever it then decides.
 */
export function multipartBody(doc: OpenApiDocument, schema: Schema | undefined): Buffer {
  const s = schema === undefined ? {} : flattenAllOf(doc, schema);
  const form = typeof s === "object" ? s : {};
  const names = form.required?.length ? form.required : Object.keys(form.properties ?? {}).slice(0, 1);
  const parts = names.map((name) => {
    const prop = form.properties?.[name] ?? true;
    const flat = typeof prop === "object" ? flattenAllOf(doc, prop) : prop;
    const file = isBinarySchema(flat) || (typeof flat === "object" && isBinarySchema(flat.items));
    if (file)
      return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="fuzz.bin"\r\nContent-Type: application/octet-stream\r\n\r\ntransport fuzz\r\n`;
    const value = edgeValue(prop, "low", { doc, location: "body" });
    const text = typeof value === "string" ? value : JSON.stringify(value ?? null);
    return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`;
  });
  return Buffer.from(`${parts.join("")}--${BOUNDARY}--\r\n`);
}
