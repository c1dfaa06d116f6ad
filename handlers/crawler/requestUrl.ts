/**
 * Reads the `url` member of a crawl: an absolute http(s) URL, or a bare host (and path), which is
 * read as `https://…` as crawl4ai does. Anything else answers 400 naming `url`; where the URL
 * points (internal addresses) is judged later, by the egress policy, as 403.
 */
import { ApiError } from "../../runtime/errors.js";

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** A bare host: a name or IPv4 address, optionally a port and a path, nothing scheme-like. */
const BARE_HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?([/?#]|$)/i;

const invalid = (message: string) =>
  new ApiError("validation_failed", `url: ${message}`, {
    issues: [{ location: "body", name: "/url", message }],
  });

/** The URL to crawl, normalised (`new URL(...).href`); throws a 400 naming `url`. */
export function readRequestUrl(raw: string): string {
  const text = raw.trim();
  // `localhost:8080` parses as scheme `localhost:`, so a bare host with a port is tried first.
  const candidate = BARE_HOST.test(text) || !SCHEME.test(text) ? `https://${text}` : text;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    throw invalid("must be an absolute http or https URL (or a bare host)");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw invalid(`the scheme ${url.protocol} is not crawled: use http or https`);
  if (!url.hostname) throw invalid("must name a host");
  if (url.username || url.password) throw invalid("must not carry a user name or password");
  return url.href;
}
