/**
 * `tools/list` in pages (MCP pagination). A page holds as many tools as fit in
 * {@link TOOLS_PAGE_BYTES} of JSON (at least one), so what an agent reads per call is bounded
 * however large the tools' schemas are; `nextCursor` is set while more remain. A cursor names
 * the next tool's position and a fingerprint of the list it came from, so one from another
 * service or an older contract is refused (JSON-RPC -32602, as the specification asks of an
 * invalid cursor) instead of silently skipping or repeating tools.
 */
import { createHash } from "node:crypto";
import { INVALID_PARAMS, ProtocolError } from "./protocolError.js";

/**
 * Bytes of tool JSON per page: about 8k tokens. Infra's 85 tools with their input and output
 * schemas are about 210 KB, which one answer would put in an agent's context all at once.
 */
export const TOOLS_PAGE_BYTES = 32 * 1024;

/** One page of items and the cursor of the next, if any. */
export interface Page<T> {
  items: T[];
  nextCursor?: string;
}

/** The pages of one fixed list: computed once, served by cursor. */
export interface Pages<T> {
  /** The page starting at `cursor` (the first without one). Throws ProtocolError(-32602) on a bad cursor. */
  page(cursor: string | undefined): Page<T>;
}

/** Splits `items` into pages of at most `pageBytes` of JSON each (a larger item alone on its page). */
export function paginate<T extends { name: string }>(
  items: readonly T[],
  pageBytes = TOOLS_PAGE_BYTES,
): Pages<T> {
  // A short fingerprint of the names being paged: it changes whenever the list does.
  const print = createHash("sha256")
    .update(items.map((i) => i.name).join("\n"))
    .digest("base64url")
    .slice(0, 12);
  const starts: number[] = [];
  let used = Number.POSITIVE_INFINITY;
  items.forEach((item, index) => {
    const size = Buffer.byteLength(JSON.stringify(item));
    if (used + size > pageBytes) {
      starts.push(index);
      used = 0;
    }
    used += size;
  });
  const cursorAt = (start: number) => Buffer.from(`${start}.${print}`).toString("base64url");
  return {
    page(cursor) {
      let pageIndex = 0;
      if (cursor !== undefined) {
        const match = /^(\d{1,9})\.([A-Za-z0-9_-]{12})$/.exec(
          Buffer.from(cursor, "base64url").toString("utf8"),
        );
        pageIndex = match && match[2] === print ? starts.indexOf(Number(match[1])) : -1;
        // Only cursors this list handed out: a start of a page other than the first.
        if (pageIndex <= 0) {
          throw new ProtocolError(INVALID_PARAMS, "Invalid cursor: start again without one", { cursor });
        }
      }
      const start = starts[pageIndex] ?? 0;
      const next = starts[pageIndex + 1];
      return {
        items: items.slice(start, next ?? items.length),
        ...(next !== undefined ? { nextCursor: cursorAt(next) } : {}),
      };
    },
  };
}
