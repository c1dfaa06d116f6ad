/** Object keys and size limits, checked by the server as the contract states them. */
import { ApiError } from "../../../runtime/errors.js";

// The contract's pattern, without lookahead: no empty, `.` or `..` segment, no control character.
const SEGMENT =
  "([^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.[^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.\\.[^/\\x00-\\x1f]+)";
const KEY = new RegExp(`^${SEGMENT}(/${SEGMENT})*$`);

/** True for a key the contract allows: 1 to 1,024 characters of non-empty segments, none `.` or `..`. */
export function isObjectKey(key: string): boolean {
  return key.length >= 1 && key.length <= 1024 && KEY.test(key);
}

/** `key`, or 400 naming the parameter where it came from. */
export function checkedKey(key: string, location: "path" | "query" | "body", name: string): string {
  if (isObjectKey(key)) return key;
  const message =
    "must be 1 to 1024 characters of non-empty segments separated by /, none . or .., no control characters";
  throw new ApiError("validation_failed", `${name} ${message}`, { issues: [{ location, name, message }] });
}

/** The 413 for an object over `max` bytes. */
export function tooLarge(max: number): ApiError {
  return new ApiError(
    "payload_too_large",
    `The object is larger than ${max} bytes, the most this server stores`,
  );
}
