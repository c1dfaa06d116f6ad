/**
 * One mapping from a page that could not be loaded or rendered to the contract's error, shared by
 * every tool that fetches pages, so the same failure answers the same status and code everywhere.
 */
import { ApiError, type ErrorCode } from "../errors.js";
import type { PageError, PageFailure } from "./types.js";

const CODES = {
  busy: "browser_busy",
  crashed: "browser_crashed",
  timeout: "upstream_timeout",
  refused: "url_refused",
  unreachable: "upstream_unreachable",
  upstream_status: "upstream_error",
  too_large: "content_too_large",
  content_type: "unsupported_content_type",
} as const satisfies Record<PageFailure, ErrorCode>;

/** The contract's error for `error`; `Retry-After` is set when the pool said when to retry. */
export function pageApiError(error: PageError): ApiError {
  const retryAfter = error.details.retryAfterSeconds;
  return new ApiError(CODES[error.failure], error.message, {
    ...(retryAfter !== undefined
      ? { headers: { "Retry-After": String(Math.max(1, Math.ceil(retryAfter))) } }
      : {}),
  });
}
