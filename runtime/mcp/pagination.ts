/**
 * `tools/list` in pages (MCP pagination): a page of {@link TOOLS_PAGE_SIZE} tools and an opaque
 * `nextCursor` while more remain. A cursor names an offset and a fingerprint of the list it came
 * from, so one from another service or an older contract is refused (JSON-RPC -32602, as the
 * specification asks of an invalid cursor) instead of silently skipping or repeating tools.
 */
import { createHash } from "node:crypto";
import { INVALID_PARAMS, ProtocolError } from "./protocolError.js";

/**
 * Tools per page. Infra's 85 tools with their input and output schemas are about 200 KB in one
 * answer; 20 keep a page near 50 KB (roughly 12k tokens), so an agent can stop reading early.
 */
export const TOOLS_PAGE_SIZE = 20;

/** One page of items and the cursor of the next, if any. */
export interface Page<T> {
  items: T[];
  nextCursor?: string;
}

/** A short fingerprint of the names being paged: changes whenever the list does. */
function fingerprint(names: readonly string[]): string {
  return createHash("sha256").update(names.join("\n")).digest("base64url").slice(0, 12);
}

/** The page starting at `cursor` (the first page without one). Throws ProtocolError(-32602) on a bad cursor. */
export function pageOf<T extends { name: string }>(
  items: readonly T[],
  cursor: string | undefined,
  pageSize = TOOLS_PAGE_SIZE,
): Page<T> {
  const print = fingerprint(items.map((i) => i.name));
  let offset = 0;
  if (cursor !== undefined) {
    const match = /^(\d{1,9})\.([A-Za-z0-9_-]{12})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
    offset = match ? Number(match[1]) : -1;
    if (!match || match[2] !== print || offset <= 0 || offset >= items.length) {
      throw new ProtocolError(INVALID_PARAMS, "Invalid cursor: start again without one", { cursor });
    }
  }
  const end = offset + pageSize;
  return {
    items: items.slice(offset, end),
    ...(end < items.length ? { nextCursor: Buffer.from(`${end}.${print}`).toString("base64url") } : {}),
  };
}
