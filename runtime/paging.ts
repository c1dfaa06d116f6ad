/**
 * Cursor-paged lists as handlers answer them: the operation's `limit` and `cursor` query
 * parameters in, a repository's keyset page out (storage/paging.ts), and a cursor the list did
 * not make answered as a 400 naming `cursor` — never a 500.
 */
import { InvalidCursorError, type Page, type PageRequest } from "../storage/paging.js";
import { ApiError } from "./errors.js";

/** The 400 for a cursor this list did not hand out. */
export function invalidCursor(): ApiError {
  const message = "is not a next_cursor this list returned";
  return new ApiError("invalid_cursor", `cursor ${message}`, {
    issues: [{ location: "query", name: "cursor", message }],
  });
}

/** Runs a repository list with the query's `limit` and `cursor`. */
export async function listPage<T>(
  query: { limit: number; cursor?: string | undefined },
  list: (page: PageRequest) => Promise<Page<T>>,
): Promise<Page<T>> {
  try {
    return await list({ limit: query.limit, ...(query.cursor ? { after: query.cursor } : {}) });
  } catch (err) {
    if (err instanceof InvalidCursorError) throw invalidCursor();
    throw err;
  }
}
