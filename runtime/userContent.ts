/**
 * Bytes a client stored, served back from the API's origin (`x-user-content` operations: stored
 * objects, media files). Every answer of the server carries `X-Content-Type-Options: nosniff`
 * (app.ts), so a browser takes the declared type at its word; a declared type that a browser
 * would render as a page or run — HTML, SVG, XML, JavaScript, PDF, anything not on the passive
 * list below — is also sent as a download (`Content-Disposition: attachment`) with
 * `Content-Security-Policy: sandbox; default-src 'none'`: opened anyway, it gets a unique origin
 * and may load, run or submit nothing. Otherwise a stored page would run with the API's origin,
 * reachable by a credential-less signed URL: script calling the API as the visitor, phishing
 * under its name.
 */

/** The sandbox for stored bytes a browser could render actively. */
export const USER_CONTENT_CSP = "sandbox; default-src 'none'";

/** Media types a browser only displays or plays: no script, no document that could run one. */
const PASSIVE_TYPES = new Set([
  "application/octet-stream",
  "application/json",
  "text/plain",
  "text/csv",
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "image/avif",
  "image/heif",
  "image/heic",
  "image/tiff",
  "image/bmp",
]);

/** True when `mediaType` (parameters and case ignored) is on the passive list (audio and video are). */
export function isPassiveMediaType(mediaType: string | undefined): boolean {
  const essence = (mediaType ?? "").split(";")[0]!.trim().toLowerCase();
  if (PASSIVE_TYPES.has(essence)) return true;
  return /^(?:audio|video)\/[a-z0-9][a-z0-9!#$&^_.+-]*$/.test(essence);
}

/**
 * The headers an answer with stored bytes of `mediaType` needs: for a type that is not passive,
 * `Content-Disposition: attachment` and the sandboxing CSP; none otherwise.
 */
export function userContentHeaders(mediaType: string | undefined): Record<string, string> {
  if (isPassiveMediaType(mediaType)) return {};
  return { "Content-Disposition": "attachment", "Content-Security-Policy": USER_CONTENT_CSP };
}
