/** Wire formats shared by the infra handlers: timestamps, key-list cursors, value sizes. */
import { ApiError } from "../../runtime/errors.js";
import { invalidCursor } from "../../runtime/paging.js";

export { invalidCursor };

/** A timestamp as the contract sends it (RFC 3339, UTC). */
export function iso(date: Date): string {
  return date.toISOString();
}

/** A nullable timestamp. */
export function isoOrNull(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}

/** An opaque cursor for "after this text" (base64url, so any key survives a query string). */
export function textCursor(after: string | null): string | null {
  return after === null ? null : Buffer.from(after, "utf8").toString("base64url");
}

/** The text inside a {@link textCursor}; 400 when the cursor was not one of ours. */
export function fromTextCursor(cursor: string | undefined): string | undefined {
  if (!cursor) return undefined;
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  if (textCursor(text) !== cursor) throw invalidCursor();
  return text;
}

/** The largest KV value, as JSON in UTF-8 (the contract says 256 KiB). */
export const KV_VALUE_MAX_BYTES = 256 * 1024;

/** The largest message `data`, as JSON in UTF-8 (the contract says 64 KiB). */
export const MESSAGE_DATA_MAX_BYTES = 64 * 1024;

/**
 * 413 naming `pointer` unless `value` as JSON fits in `maxBytes`: a size JSON Schema cannot
 * state for an any-JSON member, so the contract documents it and this enforces it.
 */
export function checkJsonSize(value: unknown, maxBytes: number, pointer: string): void {
  const bytes = Buffer.byteLength(JSON.stringify(value) ?? "", "utf8");
  if (bytes <= maxBytes) return;
  const message = `is ${bytes} bytes as JSON; at most ${maxBytes / 1024} KiB`;
  throw new ApiError("payload_too_large", `${pointer} ${message}`, {
    issues: [{ location: "body", name: pointer, message }],
  });
}
