/**
 * The 400 a handler answers for a body member the schema admits but the server refuses (members
 * that contradict each other, a box outside the image it is drawn on). Its shape is the generated
 * validator's: one issue naming the member by JSON pointer, so clients and fuzzers read it as they
 * read a schema refusal (such members carry `x-server-checked`).
 */
import { ApiError } from "./errors.js";

/** A `validation_failed` error naming the body member at `pointer` (`/pdfOptions/pageRanges`). */
export function invalidMember(pointer: string, message: string): ApiError {
  return new ApiError("validation_failed", `Invalid request: body ${pointer}: ${message}`, {
    issues: [{ location: "body", name: pointer, message }],
  });
}
